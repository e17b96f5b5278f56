import { getTemplate } from '../../engine/registry/template-registry.js'
import { escapeHtml } from '../../server/ssr/escape-html.js'

/**
 * Templates of the "Schema" group write structured data for search engines and nothing a visitor sees, so a
 * screenshot of them is an empty box: they are pictured as a card instead (structuredDataCard).
 */
export function picturedAsCard(key: string): boolean {
  return getTemplate(key)?.group === 'Schema'
}

/** The lines of the block's JSON-LD the card shows: enough to see what it describes. */
const CODE_LINES = 14

/** A braces-and-nodes drawing: data, structured. Lines in the current colour, on the 24 x 24 grid of the set. */
const STRUCTURED_DATA_ICON = `<svg viewBox="0 0 24 24" width="96" height="96" fill="none" stroke="currentColor"
  stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
  <path d="M7 3.5c-1.7 0-2.5.8-2.5 2.5v3.2c0 1.2-.6 2-1.8 2.3 1.2.3 1.8 1.1 1.8 2.3V17c0 1.7.8 2.5 2.5 2.5" />
  <path d="M17 3.5c1.7 0 2.5.8 2.5 2.5v3.2c0 1.2.6 2 1.8 2.3-1.2.3-1.8 1.1-1.8 2.3V17c0 1.7-.8 2.5-2.5 2.5" />
  <circle cx="12" cy="7.5" r="1.6" /><circle cx="9" cy="15.5" r="1.6" /><circle cx="15" cy="15.5" r="1.6" />
  <path d="M11.2 8.9l-1.4 5.2M12.8 8.9l1.4 5.2" />
</svg>`

/**
 * The picture of a structured-data template, drawn in the page of the site whose theme it shows (so its
 * colours and fonts are the theme's custom properties): the icon, the template's name and short
 * description, and the first lines of the JSON-LD its showcase case writes, at the desktop width the
 * screenshots use. The page's origin is left out of the JSON-LD's URLs: the script's port changes every run.
 */
export function structuredDataCard(key: string, jsonLd: string, origin: string): string {
  const template = getTemplate(key)
  if (!template) throw new Error(`[thumbnails] unknown template ${key}`)
  const code = formatJson(jsonLd.replaceAll(origin, '')).split('\n').slice(0, CODE_LINES).join('\n')
  return `<section style="display:grid;grid-template-columns:minmax(0,5fr) minmax(0,7fr);gap:56px;align-items:center;
      height:800px;box-sizing:border-box;padding:0 80px;background:var(--color-surface);color:var(--color-text)">
    <div>
      <div style="color:var(--color-accent)">${STRUCTURED_DATA_ICON}</div>
      <p style="margin:32px 0 12px;font:600 24px/1.3 var(--font-body);color:var(--color-muted)">
        Structured data · JSON-LD</p>
      <h2 style="margin:0;font:var(--heading-weight) 64px/1.1 var(--font-heading);
        text-transform:var(--heading-transform);letter-spacing:var(--heading-letter-spacing)">
        ${escapeHtml(template.name)}</h2>
      <p style="margin:24px 0 0;font:32px/1.35 var(--font-body)">${escapeHtml(template.short_description ?? template.description)}</p>
    </div>
    <pre style="margin:0;padding:40px;overflow:hidden;max-height:640px;box-sizing:border-box;
      background:var(--color-surface-dark);color:var(--color-on-dark);border-radius:var(--radius);
      font:22px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre">${escapeHtml(code)}</pre>
  </section>`
}

/** The JSON-LD indented, as an editor would read it; as written when it is not JSON. */
function formatJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}
