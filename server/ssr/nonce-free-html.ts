import { createHash } from 'node:crypto'

/** A rendered page without its nonce, and the CSP sources that allow exactly what the nonce allowed. */
export interface NonceFreeHtml {
  html: string
  /** For script-src: a 'sha256-…' per inline script, a URL source per script from another origin. */
  scriptSources: string[]
  /** For style-src: a 'sha256-…' per inline style. */
  styleSources: string[]
}

/** The start tag around a nonce attribute: its name, and the attributes written before and after it. */
const START_TAG = /<(script|style)\b([^>]*)$/i

/** The browser hashes an element's text as parsed: CR LF and lone CR are LF, NUL is U+FFFD (HTML §13.2.3.5). */
function parsedText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD')
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(attrs)
  const value = m ? (m[1] ?? m[2] ?? m[3]) : undefined
  // The few character references a URL attribute holds in practice; anything else leaves the `&` as written.
  return value
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

/**
 * The source that allows a script's `src` and nothing more, or null when CSP cannot name it that narrowly.
 * Same-origin URLs (a path) are already allowed by 'self'. Another origin's script is allowed by its exact
 * URL: a host source with a path matches that path only (CSP3 §6.7.2.7), without its query.
 */
function scriptUrlSource(src: string): string | null | 'self' {
  const value = src.trim()
  if (/^\/(?!\/)/.test(value) || /^(?![a-z][a-z0-9+.-]*:|\/\/)[^\s]+$/i.test(value)) return 'self'
  let url: URL
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value)
  } catch {
    return null
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname.startsWith('[')) return null
  // A scheme-relative src keeps the page's scheme: a source without a scheme does the same.
  const scheme = value.startsWith('//') ? '' : `${url.protocol}//`
  // `;` and `,` end a directive or a policy: percent-encoded, they still match (CSP compares decoded paths).
  const path = url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C')
  return `${scheme}${url.host}${path}`
}

/**
 * Removes the response's nonce from a rendered page, so one copy can be stored compressed and served to
 * everyone, and lists the CSP sources that allow exactly the elements that carried it: every element this
 * server authorised (island client, metaheads, any script React writes) has the nonce, so nothing else is
 * allowed that was not before. Inline scripts and styles are allowed by their SHA-256, a script from
 * another origin by its URL; same-origin scripts are covered by 'self'. Answers null when an element cannot
 * be allowed that narrowly (a `data:` script, a stray nonce): such a page is not kept, and keeps its nonce.
 */
export function nonceFreeHtml(html: string, nonce: string): NonceFreeHtml | null {
  const marker = ` nonce="${nonce}"`
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const kept: string[] = []
  let from = 0
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, from)) {
    // The tag the attribute sits in: the last `<` before it opens a script or style start tag.
    const open = START_TAG.exec(html.slice(html.lastIndexOf('<', at), at))
    if (!open) return null
    const tag = (open[1] as string).toLowerCase()
    const end = html.indexOf('>', at)
    if (end < 0) return null
    kept.push(html.slice(from, at))
    from = at + marker.length
    const attrs = `${open[2] as string} ${html.slice(from, end)}`
    const src = tag === 'script' ? attribute(attrs, 'src') : undefined
    if (src !== undefined) {
      const source = scriptUrlSource(src)
      if (source === null) return null
      if (source !== 'self') scripts.add(source)
      continue
    }
    // Raw text: the element ends at the first `</script` or `</style` (our metaheads escape theirs).
    const close = new RegExp(`</${tag}[\\s/>]`, 'i').exec(html.slice(end + 1))
    if (!close) return null
    const text = html.slice(end + 1, end + 1 + close.index)
    if (text.includes(marker)) return null
    ;(tag === 'script' ? scripts : styles).add(sha256(parsedText(text)))
  }
  kept.push(html.slice(from))
  const stripped = kept.join('')
  if (stripped.includes(nonce)) return null
  return { html: stripped, scriptSources: [...scripts], styleSources: [...styles] }
}
