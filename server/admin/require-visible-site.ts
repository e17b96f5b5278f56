import type { RequestHandler } from 'express'
import { HttpError } from '../http/http-error.js'

/**
 * The /admin/api guard of the `site` query parameter (decision 067): a user whose `sites` claim does not name
 * the site asked for gets 403, whatever the call (orders, dealers, the Site section's settings, navigation,
 * footer, metaheads, redirects). Calls that read no site parameter check what they answer themselves.
 */
export const requireVisibleSite: RequestHandler = (req, _res, next) => {
  const site = req.query.site
  const claim = req.user?.sites
  if (claim && typeof site === 'string' && site !== '' && !claim.includes(site))
    throw new HttpError(403, 'site_not_permitted', `Your account may not see the site ${site}`)
  next()
}
