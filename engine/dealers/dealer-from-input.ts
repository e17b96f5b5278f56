import type { Dealer } from '../stock/stock-types.js'
import type { DealerInput } from './dealer-input.js'

/**
 * The dealer the dealers endpoints answer, made from what the Dealers screen saved: the postal line, city
 * and zipcode follow from the address fields (Australian lines end "Locality STATE postcode"), the main
 * phone is the phone, and what the screen does not edit (the CI code) is kept from `previous`.
 */
export function dealerFromInput(id: string, input: DealerInput, previous?: Dealer | null): Dealer {
  const place =
    input.market === 'au'
      ? `${input.locality} ${input.state} ${input.postcode}`
      : [input.locality, input.postcode].filter(Boolean).join(' ')
  return {
    id,
    name: input.name,
    address: [input.street, place].filter(Boolean).join(', '),
    email: input.email,
    phone: input.phone,
    mainPhone: input.phone || null,
    city: input.locality,
    zipcode: input.postcode,
    postcode: input.postcode,
    state: input.state,
    locality: input.locality,
    dealer_code: input.dealer_code,
    ciCode: previous?.ciCode ?? '',
    brands: input.brands,
    position: input.position,
    tag_class: input.tag_class,
    latitude: input.latitude,
    longitude: input.longitude,
    market: input.market,
    street: input.street,
    url: input.url,
    names: input.names,
    services: input.services,
    contact_info: input.contact_info,
    opening_hours: input.opening_hours,
  }
}
