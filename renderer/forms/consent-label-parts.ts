/** A piece of a consent label: text, or an element the label may hold with its own pieces. */
export type ConsentPart =
  string | { tag: 'a' | 'strong' | 'em' | 'span'; href?: string; children: ConsentPart[] }

const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr', 'meta', 'link'])
/** Elements whose content is not text a shopper should read. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

function tagOf(name: string): 'a' | 'strong' | 'em' | 'span' {
  if (name === 'a') return 'a'
  if (name === 'strong' || name === 'b') return 'strong'
  if (name === 'em' || name === 'i') return 'em'
  return 'span'
}

/**
 * A consent label's HTML (from the form builder) as pieces: text, links, bold and italic; any other element
 * keeps only its text, and script or style content is dropped. The same pure reading on the server and in
 * the browser, so a hydrating form renders exactly the server's label (the browser's DOMParser and the
 * server's missing one once disagreed). Links keep their href as written; the renderer checks it.
 */
export function consentLabelParts(html: string): ConsentPart[] {
  const root: { name: string; part: { children: ConsentPart[] } }[] = [{ name: '', part: { children: [] } }]
  let dropping: string | null = null
  let last = 0
  const text = (raw: string) => {
    if (!raw || dropping) return
    root[root.length - 1]!.part.children.push(decode(raw))
  }
  for (const match of html.matchAll(TAG)) {
    text(html.slice(last, match.index))
    last = match.index + match[0].length
    const [, closing, rawName, attributes = ''] = match
    if (!rawName) continue
    const name = rawName.toLowerCase()
    if (dropping) {
      if (closing && name === dropping) dropping = null
      continue
    }
    if (closing) {
      // Close the innermost open element of that name (and what is open inside it); a stray close is ignored.
      let at = root.length - 1
      while (at > 0 && root[at]!.name !== name) at--
      if (at > 0) root.length = at
      continue
    }
    if (DROPPED.has(name)) {
      if (!attributes.trim().endsWith('/')) dropping = name
      continue
    }
    if (VOID.has(name) || attributes.trim().endsWith('/')) continue
    const tag = tagOf(name)
    const href = tag === 'a' ? HREF.exec(attributes) : null
    const part = {
      tag,
      ...(href ? { href: decode(href[1] ?? href[2] ?? href[3] ?? '') } : {}),
      children: [] as ConsentPart[],
    }
    root[root.length - 1]!.part.children.push(part)
    root.push({ name, part })
  }
  text(html.slice(last))
  return root[0]!.part.children
}
