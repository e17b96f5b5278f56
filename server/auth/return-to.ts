const DEFAULT_RETURN_TO = '/cms'

/**
 * Where to go after sign-in: a path on this site, never another origin. Refuses `//host` and `/\host`
 * (browsers read both as another host), schemes, and control characters; anything refused becomes /cms.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048) return DEFAULT_RETURN_TO
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_RETURN_TO
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return DEFAULT_RETURN_TO
  // The last word goes to the URL parser: the path must not change the origin.
  const base = 'http://same-site.invalid'
  const parsed = new URL(raw, base)
  return parsed.origin === base ? parsed.pathname + parsed.search + parsed.hash : DEFAULT_RETURN_TO
}
