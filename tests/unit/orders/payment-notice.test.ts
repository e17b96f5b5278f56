import { describe, expect, it } from 'vitest'
import type { Order } from '../../../server/orders/order.js'
import { paymentNotice } from '../../../server/orders/payment-notice.js'

const order = (change: Partial<Order>): Order => ({
  id: '00000000-0000-4000-8000-000000000001',
  order_number: '7K3M-9QXA-2BNF-8TWD',
  site: 'lr',
  locale: 'en',
  vehicle_id: 'v1',
  lock_id: null,
  status: 'created',
  payment_status: 'pending',
  vendor: 'STRIPE',
  amount_minor: 50_000,
  currency: 'AUD',
  payment_ref: null,
  customer: {},
  metadata: {},
  lead_id: null,
  created_at: '2026-12-07T20:00:00.000Z',
  updated_at: '2026-12-07T20:00:00.000Z',
  ...change,
})

// What the checkout tells a shopper coming back about the draft's last order (decision 063).
describe('paymentNotice', () => {
  it.each([
    ['an order whose payment was never started', order({}), null],
    [
      'a payment page left (Back, PayPal cancel)',
      order({ status: 'payment_pending', payment_ref: 'pi_1' }),
      'cancelled',
    ],
    [
      'a refused card',
      order({ status: 'payment_pending', payment_ref: 'pi_1', payment_status: 'failed' }),
      'failed',
    ],
    ['a hold that ran out', order({ status: 'expired', payment_ref: 'pi_1' }), 'expired'],
    [
      'an authorisation released',
      order({ status: 'cancelled', metadata: { payment_returned: 'hold_expired' } }),
      'released',
    ],
    ['a cancelled payment', order({ status: 'cancelled' }), 'cancelled'],
    ['a payment that went through', order({ status: 'authorised' }), 'reserved'],
    ['a confirmed order', order({ status: 'confirmed' }), 'reserved'],
    ['an order with the dealer', order({ status: 'manual_review' }), null],
  ])('%s', (_, given, expected) => {
    expect(paymentNotice(given)).toBe(expected)
  })
})
