import { DEALER_SERVICE_ICONS } from '../../../engine/dealers/dealer-services.js'
import { languageOf } from '../../../engine/storefront/language-of.js'
import type { Dealer } from '../../../engine/stock/stock-types.js'
import { hoursLines } from './hours-lines.js'
import type { RetailerLabels } from './retailer-labels.js'
import type { RetailerView } from './retailer-view.js'

/** The icon of each kind of contact (renderer/html/icon.tsx). */
export const CONTACT_ICONS = {
  phone: 'phone',
  email: 'mail',
  website: 'globe',
  whatsapp: 'phone',
  fax: 'phone',
} as const

/**
 * A dealer of the dealers endpoints as a card shows it in `locale`: its name in that language when it has
 * one, its address in two lines, its services and opening hours in words of the page's language, and its
 * ways of contact (the phone and email when it lists none).
 */
export function retailerFromDealer(dealer: Dealer, locale: string, labels: RetailerLabels): RetailerView {
  const language = languageOf(locale)
  const place =
    dealer.market === 'au'
      ? [dealer.locality, dealer.state, dealer.postcode]
      : [dealer.locality, dealer.postcode]
  const contacts = dealer.contact_info?.length
    ? dealer.contact_info
    : [
        ...(dealer.phone
          ? [
              {
                type: 'phone' as const,
                label: dealer.phone,
                href: `tel:${dealer.phone.replace(/[^\d+]/g, '')}`,
              },
            ]
          : []),
        ...(dealer.email
          ? [{ type: 'email' as const, label: dealer.email, href: `mailto:${dealer.email}` }]
          : []),
      ]
  return {
    id: dealer.id,
    name: dealer.names?.[language] || dealer.name,
    lines: [dealer.street || '', place.filter(Boolean).join(' ')].filter(Boolean),
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    services: (dealer.services ?? []).map((key) => ({
      icon: DEALER_SERVICE_ICONS[key],
      label: labels.services[key],
    })),
    contacts: contacts.map((c) => ({ ...c, icon: CONTACT_ICONS[c.type] })),
    hours: hoursLines(dealer.opening_hours ?? [], labels),
    ...(dealer.distance_km !== undefined ? { distanceKm: dealer.distance_km } : {}),
  }
}
