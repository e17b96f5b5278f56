import { escapeHtml } from './escape-html.js'

export interface MessagePage {
  title: string
  message: string
  /** Where the visitor can go on from here; default the home page. */
  link?: { href: string; label: string }
  lang?: string
  dir?: 'ltr' | 'rtl'
}

/**
 * A short page answering a request the site cannot render a page for (a URL no page can have), in the
 * error page's self-contained style (server/ssr/error-page.ts): no stylesheet, no script, not indexed.
 * Every text is escaped.
 */
export function messagePageHtml(page: MessagePage): string {
  const link = page.link ?? { href: '/', label: 'Go to the home page' }
  return `<!DOCTYPE html><html lang="${escapeHtml(page.lang ?? 'en')}" dir="${page.dir ?? 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title><meta name="robots" content="none"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>`
}
