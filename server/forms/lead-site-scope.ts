import type { Request } from 'express'
import { adminSites, siteFilterProblem } from '../admin/admin-sites.js'
import { HttpError } from '../http/http-error.js'
import type { Site } from '../storage/site-store.js'

/** Whose leads an admin call reaches, and what its list offers to filter by. */
export interface LeadSiteScope {
  /** The sites the user may see, for the screen's Site filter. */
  visible: Site[]
  /** The site chosen with `site`, "" for all the user may see. */
  site: string
  /**
   * The site keys whose leads the call reaches; `null` for every site, leads stored before leads had a site
   * included: only a user who may see every site (and chose none) reaches those.
   */
  sites: string[] | null
}

/**
 * Leads are split by site as orders are (decision 067): an admin call answers the leads of the sites the
 * user may see, narrowed to one by `site`. A `site` the user may not see, or no site key, is a 400 naming
 * `site` (the /admin/api calls answer a site outside the user's claim with 403; the forms API names the
 * parameter, as it does for its other query parameters).
 */
export function leadSiteScope(req: Request, sites: readonly Site[], site: unknown): LeadSiteScope {
  const visible = adminSites(req, sites)
  const chosen = site === undefined || site === '' ? undefined : site
  const problem =
    chosen !== undefined && typeof chosen !== 'string'
      ? 'must be a site key'
      : siteFilterProblem(visible, chosen as string | undefined)
  if (problem)
    throw new HttpError(400, 'bad_request', `site ${problem}`, [{ parameter: 'site', message: problem }])
  const every = visible.length === sites.length
  return {
    visible,
    site: (chosen as string | undefined) ?? '',
    sites: chosen ? [chosen as string] : every ? null : visible.map((s) => s.key),
  }
}

/**
 * Whether leads of `sites` are within the scope: a lead's site (`null` for a lead without one), or the sites
 * an export was made of (`null` for every site). Another site's lead or export is as absent as none.
 */
export function withinLeadScope(scope: LeadSiteScope, sites: readonly string[] | null): boolean {
  const reached = scope.sites
  return reached === null || (sites !== null && sites.every((site) => reached.includes(site)))
}
