import type { BodyFields } from './body-fields.js'

/** An email address as the buy-online calls accept it (no display names, no quoted parts). */
export const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]{1,190}\.[A-Za-z]{2,}$/

/** The shopper's name and email of an order or an inquiry (`customer`, `customer_data`), each required. */
export function customerFields(customer: BodyFields | undefined) {
  return {
    firstName: customer?.string('first_name', { required: true, max: 100 }),
    lastName: customer?.string('last_name', { required: true, max: 100 }),
    email: customer?.string('email', {
      required: true,
      max: 254,
      pattern: EMAIL,
      message: 'must be an email address',
    }),
  }
}
