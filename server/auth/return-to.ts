import { sameSitePath } from '../../renderer/html/same-site-path.js'

const DEFAULT_RETURN_TO = '/cms'

/**
 * Where to go after sign-in: a path on this site, never another origin. Refuses schemes, control
 * characters and backslashes up front; the last word goes to the URL parser (sameSitePath), whose answer
 * is checked again. Anything refused becomes /cms.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048 || !raw.startsWith('/')) return DEFAULT_RETURN_TO
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return DEFAULT_RETURN_TO
  return sameSitePath(raw) ?? DEFAULT_RETURN_TO
}
