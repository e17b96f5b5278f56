import type { AdminDealer } from '../../engine/dealers/admin-dealer.js'
import type { DealerInput } from '../../engine/dealers/dealer-input.js'

/** A retailer as the Dealers form holds it while someone types: numbers as the text typed. */
export type DealerDraft = Omit<DealerInput, 'latitude' | 'longitude' | 'position' | 'url'> & {
  latitude: string
  longitude: string
  position: string
  url: string
}

/** An empty retailer of a brand, in Australia. */
export function newDealerDraft(brand: string | undefined): DealerDraft {
  return {
    name: '',
    dealer_code: '',
    brands: brand ? [brand] : [],
    market: 'au',
    street: '',
    locality: '',
    state: '',
    postcode: '',
    latitude: '',
    longitude: '',
    phone: '',
    email: '',
    url: '',
    names: {},
    services: [],
    contact_info: [],
    opening_hours: [],
    tag_class: 'sales',
    position: '',
    is_fallback: false,
  }
}

/** A stored retailer as a draft. */
export function draftOf(dealer: AdminDealer): DealerDraft {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))
  return {
    name: dealer.name,
    dealer_code: dealer.dealer_code,
    brands: dealer.brands,
    market: dealer.market,
    street: dealer.street,
    locality: dealer.locality,
    state: dealer.state,
    postcode: dealer.postcode,
    latitude: text(dealer.latitude),
    longitude: text(dealer.longitude),
    phone: dealer.phone,
    email: dealer.email,
    url: dealer.url ?? '',
    names: dealer.names ?? {},
    services: dealer.services ?? [],
    contact_info: dealer.contact_info ?? [],
    opening_hours: dealer.opening_hours ?? [],
    tag_class: dealer.tag_class,
    position: text(dealer.position),
    is_fallback: dealer.is_fallback,
  }
}

/** What the form sends: numbers as numbers (text that is no number stays, for the rules to name). */
export function inputOf(draft: DealerDraft): Record<string, unknown> {
  const number = (text: string) =>
    text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text
  return {
    ...draft,
    latitude: number(draft.latitude),
    longitude: number(draft.longitude),
    position: number(draft.position) ?? 0,
    url: draft.url.trim() || null,
  }
}
