import type { JlrRetailerCardsAttributes } from '../../../templates/generated/types.js'
import { CONTACT_ICONS } from './retailer-from-dealer.js'
import type { RetailerView } from './retailer-view.js'

type TypedCard = NonNullable<JlrRetailerCardsAttributes['retailers']>[number]

/** A card typed into the retailer cards block (002 §3: name, address, city, position, contact info, services). */
export function retailerFromCard(card: TypedCard, index: number): RetailerView {
  return {
    id: `card-${index}`,
    name: card.name,
    lines: [card.address, card.city].filter((line): line is string => Boolean(line?.trim())),
    latitude: card.latitude ?? null,
    longitude: card.longitude ?? null,
    services: (card.services ?? []).map((s) => ({ ...(s.icon ? { icon: s.icon } : {}), label: s.label })),
    contacts: (card.contact_info ?? []).map((c) => ({
      type: c.type,
      icon: c.icon || CONTACT_ICONS[c.type],
      label: c.label,
      href: c.href,
    })),
    hours: [],
  }
}
