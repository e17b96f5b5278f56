import type { JlrOffersSalesforceAttributes } from '../../../templates/generated/types.js'

/** The interest flags of the block (002 §3 offers block), in the order the editor shows them. */
const OFFER_FLAGS = ['new_cars', 'approved', 'owners', 'branded_goods'] as const
/** The brand flags of the block. */
const BRAND_FLAGS = ['defender', 'discovery', 'range_rover', 'jaguar'] as const

/**
 * What an offers block sends with each lead, as values of its form's hidden fields:
 * - `category`: the block's category (e.g. "new_vehicle_offers");
 * - `offer_flags`: the interest flags that are on, comma-separated ("new_cars,owners");
 * - `brand_flags`: the brand flags that are on, comma-separated ("defender,range_rover");
 * - and each flag under its own name ("true"/"false"), for forms that keep one hidden field per flag.
 * Only names that are hidden fields of the form reach the lead (initialValues drops the others), so the
 * demo's contact-us form has `category`, `offer_flags` and `brand_flags`.
 */
export function offerHiddenValues(a: JlrOffersSalesforceAttributes): Record<string, string> {
  const on = (flags: readonly (keyof JlrOffersSalesforceAttributes)[]) =>
    flags.filter((flag) => a[flag] === true).join(',')
  const values: Record<string, string> = {
    offer_flags: on(OFFER_FLAGS),
    brand_flags: on(BRAND_FLAGS),
  }
  if (a.category) values.category = a.category
  for (const flag of [...OFFER_FLAGS, ...BRAND_FLAGS]) values[flag] = a[flag] ? 'true' : 'false'
  return values
}
