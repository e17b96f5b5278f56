import type { JlrRetailerSchemaAttributes } from '../../templates/generated/types.js'
import type { Dealer } from '../stock/stock-types.js'
import type { OpeningHoursRule, WeekDay } from './opening-hours.js'
import { parseOpeningHours } from './parse-opening-hours.js'

/** schema.org's day names (https://schema.org/DayOfWeek), for openingHoursSpecification. */
const DAY_NAMES: Record<WeekDay, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}

/** The fields of both retailer schema blocks (their schemas are the same). */
export type RetailerSchemaFields = JlrRetailerSchemaAttributes

const filled = (value: string | undefined | null) => (value && value.trim() ? value.trim() : undefined)

/** Drops the keys whose value is undefined, an empty list or an object left empty. */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) =>
        v !== undefined && !(Array.isArray(v) && v.length === 0) && !(typeof v === 'string' && v === ''),
    ),
  ) as T
}

/**
 * A retailer as schema.org JSON-LD (002 §3 "Schema blocks"): an AutoDealer (the retailer schema block) or
 * an AutoRepair (the service schema block), with what Google's local business structured data reads: name,
 * a PostalAddress, GeoCoordinates, telephone, url, image, openingHoursSpecification, priceRange,
 * paymentAccepted, the brands sold, and offers. A field left empty in the block takes the value of the
 * retailer its dealer code names (the Dealers screen). Null without a name or a street address, which
 * Google requires: nothing is emitted rather than something it refuses.
 *
 * `origin` makes the image's URL absolute ("https://example.com"); `language` picks the retailer's name.
 */
export function retailerJsonLd(
  type: 'AutoDealer' | 'AutoRepair',
  a: RetailerSchemaFields,
  dealer: Dealer | null,
  context: { origin: string; language: string },
): Record<string, unknown> | null {
  const name = filled(a.name) ?? filled(dealer?.names?.[context.language]) ?? filled(dealer?.name)
  const street = filled(a.address) ?? filled(dealer?.street)
  if (!name || !street) return null
  const contacts = a.contact_info ?? []
  const contact = (kind: string) => contacts.filter((c) => c.type === kind).map((c) => c.value.trim())
  const rules: OpeningHoursRule[] = filled(a.opening_hours)
    ? parseOpeningHours(a.opening_hours as string).rules
    : (dealer?.opening_hours ?? [])
  const latitude = a.latitude ?? dealer?.latitude ?? undefined
  const longitude = a.longitude ?? dealer?.longitude ?? undefined
  const keywords = filled(a.keywords)
  return compact({
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description: filled(a.description),
    keywords,
    url: filled(a.url) ?? contact('url')[0] ?? filled(dealer?.url),
    image: a.image?.id ? `${context.origin}/images/${encodeURIComponent(a.image.id)}/w/1600.jpg` : undefined,
    telephone: contact('telephone')[0] ?? filled(dealer?.phone),
    email: contact('email')[0] ?? filled(dealer?.email),
    faxNumber: contact('fax')[0],
    sameAs: [...contact('url').slice(1), ...contact('sameAs')],
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: filled(a.address_locality) ?? filled(dealer?.locality),
      addressRegion: filled(a.address_region) ?? filled(dealer?.state),
      postalCode: filled(a.postal_code) ?? filled(dealer?.postcode),
      addressCountry: filled(a.address_country) ?? dealer?.market?.toUpperCase(),
    }),
    geo:
      typeof latitude === 'number' && typeof longitude === 'number'
        ? { '@type': 'GeoCoordinates', latitude, longitude }
        : undefined,
    openingHoursSpecification: rules.map((rule) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: rule.days.map((day) => DAY_NAMES[day]),
      opens: rule.opens,
      closes: rule.closes,
    })),
    priceRange: filled(a.price_range),
    paymentAccepted: filled(a.payment_accepted),
    brand: (dealer?.brands ?? []).map((brand) => ({ '@type': 'Brand', name: brand })),
    makesOffer: (a.offers_info ?? [])
      .filter((offer) => offer.category || offer.description || offer.url)
      .map((offer) =>
        compact({
          '@type': 'Offer',
          category: offer.category,
          description: offer.description,
          url: offer.url,
        }),
      ),
  })
}
