import type { Request } from 'express'

/**
 * Where sign-in brings the user back to: the page asked for, on the sign-in origin. An /admin page asked for
 * on another site's host (jaguar.localhost) comes back with that site chosen (`?site=jdx`), since the admin
 * screens run on the sign-in origin and would otherwise show its own site's orders (decision 067).
 */
export function returnPath(req: Request, hostSite: { key: string } | undefined, originHost: string): string {
  const path = req.originalUrl
  if (req.hostname === originHost || !hostSite || !/^\/admin(\/|\?|$)/.test(path)) return path
  const url = new URL(path, 'http://x')
  if (!url.searchParams.has('site')) url.searchParams.set('site', hostSite.key)
  return url.pathname + url.search
}
