import { describe, expect, it } from 'vitest'
import type { Order } from '../../../server/orders/order.js'
import { orderMail } from '../../../server/orders/order-mail.js'

const order: Order = {
  id: 'o1',
  order_number: '7K3M-9QXA-2BNF-8TWD',
  site: 'lrdx',
  locale: 'ar',
  vehicle_id: 'veh1',
  lock_id: null,
  status: 'confirmed',
  payment_status: 'paid',
  vendor: 'STRIPE',
  amount_minor: 50_000,
  currency: 'AUD',
  payment_ref: 'pi_1',
  customer: {
    first_name: '<b>Jo</b>',
    last_name: 'Lee',
    email: 'jo@example.com',
    phone_number: '+61400123456',
  },
  metadata: { finance_option: 'cash', trade_in: { brand: '<script>' } },
  lead_id: null,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}
const context = {
  id: 'job1',
  from: 'shop@example.com',
  dealer: 'dealer@example.com',
  vehicleTitle: 'Land Rover Defender',
  confirmationUrl: 'http://localhost/showroom-order-online/confirmation/7K3M-9QXA-2BNF-8TWD',
}

describe('order mails', () => {
  it('confirms to the shopper in the order’s language, right to left for Arabic', () => {
    const mail = orderMail('order_confirmation', order, context)
    expect(mail.to).toEqual(['jo@example.com'])
    expect(mail.subject).toBe('حجزك 7K3M-9QXA-2BNF-8TWD')
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.text).toContain('500.00 AUD')
    // The shopper's own contact details and the dealer's fields are not repeated to them.
    expect(mail.text).not.toContain('+61400123456')
  })

  it('notifies the dealer in English with the shopper’s details, every typed value escaped', () => {
    const mail = orderMail('order_notification', order, context)
    expect(mail.to).toEqual(['dealer@example.com'])
    expect(mail.replyTo).toBe('jo@example.com')
    expect(mail.text).toContain('+61400123456')
    expect(mail.html).toContain('&lt;b&gt;Jo&lt;/b&gt;')
    expect(mail.html).not.toContain('<script>')
  })
})
