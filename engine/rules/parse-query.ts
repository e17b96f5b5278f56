/**
 * The parameters of a query string ("?a=1&b=2" or "a=1&b=2") in order, decoded; `+` reads as a space as in
 * HTML forms. A malformed escape keeps the raw text instead of throwing. The engine has no URLSearchParams
 * (no DOM or Node types), hence this small parser.
 */
export function parseQuery(search: string): [string, string][] {
  const text = search.startsWith('?') ? search.slice(1) : search
  const pairs: [string, string][] = []
  for (const part of text.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const rawKey = eq < 0 ? part : part.slice(0, eq)
    const rawValue = eq < 0 ? '' : part.slice(eq + 1)
    pairs.push([decode(rawKey), decode(rawValue)])
  }
  return pairs
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}
