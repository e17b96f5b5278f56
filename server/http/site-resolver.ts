import type { RequestHandler } from 'express'
import type { Site } from '../storage/site-store.js'

/** Which locale a path belongs to: "/ar/..." is Arabic; anything else the site's default. */
export function localeOfPath(site: Site, path: string): string {
  const first = path.split('/')[1] ?? ''
  return site.locales.includes(first) && first !== site.defaultLocale ? first : site.defaultLocale
}

/**
 * Picks the site from the request's host name (localhost: Land Rover, jaguar.localhost: Jaguar). An
 * unknown host (an IP, a proxy's name) gets the default site: `defaultSite`, else the one served on
 * localhost, else the first.
 */
export function siteResolver(sites: Site[], defaultSite?: string): RequestHandler {
  const byHost = new Map(sites.map((s) => [s.host, s]))
  const fallback = sites.find((s) => s.key === defaultSite) ?? byHost.get('localhost') ?? sites[0]
  return (req, res, next) => {
    const site = byHost.get(req.hostname) ?? fallback
    if (!site) throw new Error('[server] no sites: seed the database first')
    res.locals.site = site
    next()
  }
}
