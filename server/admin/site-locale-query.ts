import type { Request } from 'express'
import { badRequest } from '../http/http-error.js'
import type { Site } from '../storage/site-store.js'

/**
 * The `site` and `locale` query parameters of the Site section's per-locale APIs (navigation, footer): a known
 * site and one of its locales; the site's default locale when `locale` is absent. 400 naming the parameter
 * otherwise.
 */
export function siteLocaleQuery(req: Request, sites: readonly Site[]): { site: Site; locale: string } {
  const key = req.query.site
  const site = typeof key === 'string' ? sites.find((s) => s.key === key) : undefined
  if (!site) throw badRequest(`Query parameter site must be one of ${sites.map((s) => s.key).join(', ')}`)
  const locale = req.query.locale === undefined ? site.defaultLocale : req.query.locale
  if (typeof locale !== 'string' || !site.locales.includes(locale))
    throw badRequest(`Query parameter locale must be one of ${site.locales.join(', ')} for ${site.key}`)
  return { site, locale }
}
