import type { RequestHandler } from 'express'
import type { Site } from '../storage/site-store.js'
import { siteOrigin } from './site-origin.js'

/** The site served on a host name (Express's `req.hostname`), else the default site as below. */
export function siteForHost(
  sites: Site[],
  defaultSite?: string,
): (hostname: string | undefined) => Site | undefined {
  const byHost = new Map(sites.map((s) => [s.host, s]))
  const fallback = sites.find((s) => s.key === defaultSite) ?? byHost.get('localhost') ?? sites[0]
  return (hostname) => (hostname === undefined ? undefined : byHost.get(hostname)) ?? fallback
}

/**
 * Picks the site from the request's host name (localhost: Land Rover, jaguar.localhost: Jaguar). An
 * unknown host (an IP, a proxy's name) gets the default site: `defaultSite`, else the one served on
 * localhost, else the first. `res.locals.siteOrigin` is that site's configured origin (siteOrigin with
 * `publicUrl`), for absolute links: the Host header only picks a site, it never becomes a link.
 */
export function siteResolver(sites: Site[], publicUrl: string, defaultSite?: string): RequestHandler {
  const siteOf = siteForHost(sites, defaultSite)
  return (req, res, next) => {
    const site = siteOf(req.hostname)
    if (!site) throw new Error('[server] no sites: seed the database first')
    res.locals.site = site
    res.locals.siteOrigin = siteOrigin(site, publicUrl)
    next()
  }
}
