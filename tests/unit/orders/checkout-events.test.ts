import { expect, it } from 'vitest'
import { checkoutEvent } from '../../../engine/orders/checkout-events.js'

it('names the page kind of 000 §2 and the event category for each checkout event', () => {
  expect(checkoutEvent('checkout_view', null)).toEqual({
    event: 'checkout_view',
    event_category: 'checkout',
    page_kind: 'checkout',
  })
  expect(checkoutEvent('checkout_begin', null).page_kind).toBe('checkout_reservation')
  expect(checkoutEvent('checkout_payment', null, { vendor: 'STRIPE' })).toMatchObject({
    page_kind: 'checkout_reservation',
    vendor: 'STRIPE',
  })
  expect(checkoutEvent('checkout_order_confirmation', null, { order_number: 'N1' })).toEqual({
    event: 'checkout_order_confirmation',
    event_category: 'confirmation',
    page_kind: 'checkout_order_confirmation',
    order_number: 'N1',
  })
})
