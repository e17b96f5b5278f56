// Any fixed origin works: only whether the parsed URL stays on it matters.
const BASE = 'http://same-site.invalid'

/**
 * The path (with query and hash) a site-relative URL names once parsed as a browser parses it, or
 * undefined when it names another origin. Checked after parsing: dot segments collapse (`/.//evil`,
 * `/%2e//evil` become `//evil`), and a path starting `//` is another host as soon as anything puts it in
 * a Location or an href.
 */
export function sameSitePath(raw: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(raw, BASE)
  } catch {
    return undefined
  }
  if (parsed.origin !== BASE) return undefined
  const path = parsed.pathname + parsed.search + parsed.hash
  if (/^\/[/\\]/.test(path) || new URL(path, BASE).origin !== BASE) return undefined
  return path
}
