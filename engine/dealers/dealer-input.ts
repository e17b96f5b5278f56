import type { DealerContact } from './dealer-contact.js'
import type { DealerServiceKey } from './dealer-services.js'
import type { OpeningHoursRule } from './opening-hours.js'

/**
 * A retailer as the Dealers screen edits it (POST and PUT /admin/api/dealers): what people type. The
 * stored dealer adds what follows from it (the postal line, city, zipcode) and keeps its id.
 */
export interface DealerInput {
  name: string
  dealer_code: string
  brands: string[]
  market: string
  street: string
  locality: string
  state: string
  postcode: string
  latitude: number | null
  longitude: number | null
  phone: string
  email: string
  url: string | null
  names: Record<string, string>
  services: DealerServiceKey[]
  contact_info: DealerContact[]
  opening_hours: OpeningHoursRule[]
  tag_class: string
  position: number
  is_fallback: boolean
}

/** One problem with a field of the input, named by its path ("contact_info.1.href"). */
export interface DealerFieldError {
  field: string
  message: string
}
