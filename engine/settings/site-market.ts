/** The countries a site (in one language) serves: where its shoppers' phone numbers may be. */
export interface SiteMarket {
  /** ISO 3166-1 alpha-2, upper case: the country of a number written without its country code. */
  country: string
  /** Every country served, `country` first; never empty when `country` is set. */
  countries: string[]
}

const CODE = /^[A-Za-z]{2}$/

/**
 * A site's market from its settings (read for the page's locale, so an Arabic variant can serve other
 * countries): `order_online.phone_countries` (two-letter codes separated by spaces or commas, the first the
 * home country), else `general.maps_region` alone. Both missing or malformed: no country at all, and phone
 * verification refuses every number rather than texting anywhere (docs/decisions/065).
 */
export function siteMarket(settings: Readonly<Record<string, unknown>>): SiteMarket {
  const listed = settings['order_online.phone_countries']
  const codes = (typeof listed === 'string' ? listed : '')
    .split(/[\s,;]+/)
    .filter((code) => CODE.test(code))
    .map((code) => code.toUpperCase())
  const region = settings['general.maps_region']
  if (!codes.length && typeof region === 'string' && CODE.test(region.trim()))
    codes.push(region.trim().toUpperCase())
  const countries = [...new Set(codes)]
  return { country: countries[0] ?? '', countries }
}
