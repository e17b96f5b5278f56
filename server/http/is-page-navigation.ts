import type { Request } from 'express'

/**
 * Whether a request is a browser loading a page (someone following a link or typing a URL), who should get an
 * HTML answer, rather than a script or API client, who gets JSON: a GET or HEAD that prefers text/html over
 * JSON and, where the browser says (Sec-Fetch-Mode), is a navigation, not a fetch().
 */
export function isPageNavigation(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const mode = req.get('sec-fetch-mode')
  if (mode !== undefined && mode !== 'navigate') return false
  // With no Accept header `accepts` answers the first type: clients that say nothing get JSON.
  return req.accepts(['application/json', 'text/html']) === 'text/html'
}
