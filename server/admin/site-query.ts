import { badRequest } from '../http/http-error.js'
import type { Site } from '../storage/site-store.js'

/**
 * The site and settings level an admin call of the Site section names: `site` (a site key) and `locale`
 * (absent or empty: the site's own values; else one of the site's other locales, whose variants replace
 * the site's values, decision 014).
 */
export function siteQuery(
  query: Record<string, unknown>,
  sites: readonly Site[],
): { site: Site; locale: string } {
  const site = typeof query.site === 'string' ? sites.find((s) => s.key === query.site) : undefined
  if (!site) throw badRequest(`site must be one of ${sites.map((s) => s.key).join(', ')}`)
  const locale = query.locale === undefined ? '' : query.locale
  const variants = site.locales.filter((l) => l !== site.defaultLocale)
  if (typeof locale !== 'string' || (locale !== '' && !variants.includes(locale)))
    throw badRequest(
      `locale must be empty (the site's values)${variants.length ? ` or one of ${variants.join(', ')}` : ''}`,
    )
  return { site, locale }
}
