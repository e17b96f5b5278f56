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

/** What is wrong with a list's `site` filter, if anything: it must name a site the user may see. */
export function siteFilterProblem(visible: readonly Site[], site: string | undefined): string | undefined {
  if (site === undefined || visible.some((s) => s.key === site)) return undefined
  return `must be one of ${visible.map((s) => s.key).join(', ') || 'no site'}`
}

/** The sites a list's screen offers in its Site filter (its answer's `meta.sites`). */
export const siteChoices = (visible: readonly Site[]) =>
  visible.map((s) => ({ key: s.key, name: s.name, brand: s.brand }))
