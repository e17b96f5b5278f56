/**
 * The page answered when a page cannot render at all. Self-contained (no stylesheet, no script), because
 * whatever failed may be what a richer page would need. The text of 000 §8 for the error page's own failure.
 */
export function errorPageHtml(status: number): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error ${status}</title><meta name="robots" content="none"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>Error ${status}</h1><p>An error occurred while showing the error page.</p><p><a href="/">Go to the home page</a></p></body></html>`
}
