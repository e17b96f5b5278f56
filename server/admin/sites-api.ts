import { Router } from 'express'
import type { Site } from '../storage/site-store.js'
import { adminSites } from './admin-sites.js'

/**
 * GET /sites: the sites an editor works on, by name with their theme, host and locales, so the pages screen
 * names sites as people know them (not by theme code), offers each site's own locales, and links to the live
 * page on the site's host.
 */
export function sitesApi(sites: Site[]): Router {
  const router = Router()
  router.get('/sites', (req, res) => {
    res.json({
      // Only the sites the user may see (decision 067), so every screen's site choice offers those alone.
      data: adminSites(req, sites).map((s) => ({
        key: s.key,
        name: s.name,
        brand: s.brand,
        theme: s.theme,
        host: s.host,
        defaultLocale: s.defaultLocale,
        locales: s.locales,
      })),
    })
  })
  return router
}
