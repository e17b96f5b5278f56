const DEFAULT_RETURN_TO = '/cms'
// Any fixed origin works: only whether the parsed URL stays on it matters.
const BASE = 'http://same-site.invalid'

/**
 * Where to go after sign-in: a path on this site, never another origin. Refuses schemes, control
 * characters and backslashes up front; the last word goes to the URL parser, and its answer is checked
 * again: dot segments collapse (`/.//evil`, `/%2e//evil` become `//evil`), and a Location of `//host` is
 * another host to a browser. Anything refused becomes /cms.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048 || !raw.startsWith('/')) return DEFAULT_RETURN_TO
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return DEFAULT_RETURN_TO
  const parsed = new URL(raw, BASE)
  if (parsed.origin !== BASE) return DEFAULT_RETURN_TO
  const path = parsed.pathname + parsed.search + parsed.hash
  // What the browser will do with the Location: resolve it against this site again.
  if (/^\/[/\\]/.test(path) || new URL(path, BASE).origin !== BASE) return DEFAULT_RETURN_TO
  return path
}
