import type { Request } from 'express'
import { visibleSites } from '../../engine/auth/visible-sites.js'
import type { Site } from '../storage/site-store.js'

/**
 * The sites the admin call's user may see (their `sites` claim, decision 067). The admin API is not tied to
 * the host it is called on: sign-in happens on one origin, so an admin works on every site from there.
 */
export function adminSites(req: Request, sites: readonly Site[]): Site[] {
  return visibleSites(sites, req.user?.sites)
}
