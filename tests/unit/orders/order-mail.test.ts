import { describe, expect, it } from 'vitest'
import type { Order } from '../../../server/orders/order.js'
import { orderMail } from '../../../server/orders/order-mail.js'
import { refundMail } from '../../../server/orders/refund-mail.js'
import { priceSettingsFrom } from '../../../engine/storefront/price-settings.js'
import type { OrderSummary } from '../../../engine/orders/order-summary.js'

const SUMMARY: OrderSummary = {
  vehicle: { id: 'veh1', title: 'Land Rover Defender 110', subtitle: 'X-Dynamic SE · 2024', price: 115_000 },
  currency: 'AUD',
  fee: { amount: 500, currency: 'AUD', free: false, vendor: 'STRIPE' },
  finance: { type: 'lease', loan_tenure: 48, deposit: 23_000, interest_rate: 6.99, monthly: 2201.94 },
  trade_in: {
    brand: 'Mazda',
    model: 'CX-5',
    bodyType: 'SUV',
    fuelType: 'Petrol',
    mileage: 84_000,
    registrationDate: '2019-03',
    registration: '<b>AB-12</b>',
  },
  service_plan: { id: 'service-3y', name: '3-year service plan', price: 1950 },
  retailer: { uuid: 'd1', name: 'Sydney Land Rover', address: '1 George St, Sydney' },
}
const AUD = priceSettingsFrom({
  price_settings: { symbol: '$', delimiter: ',', format: '^%', iso_currency: 'AUD' },
})

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

  it('lists every choice of the summary to shopper and dealer, amounts in the site’s currency', () => {
    const withSummary = { ...order, locale: 'en', metadata: { ...order.metadata, summary: SUMMARY } }
    const shopper = orderMail('order_confirmation', withSummary, { ...context, priceSettings: AUD })
    for (const text of [
      '$115,000',
      '$500',
      'Lease',
      '48 months',
      '6.99%',
      'Mazda CX-5',
      '84,000 km',
      '2019-03',
      '3-year service plan',
      '$1,950',
      'Sydney Land Rover',
    ])
      expect(shopper.text).toContain(text)
    expect(shopper.html).toContain('&lt;b&gt;AB-12&lt;/b&gt;')
    const dealer = orderMail('order_notification', withSummary, { ...context, priceSettings: AUD })
    expect(dealer.text).toContain('Trade-in: Mazda CX-5')
    // The summary is listed as rows, not dumped as JSON.
    expect(dealer.text).not.toContain('"vehicle"')
  })

  it('writes the Arabic summary right to left and links to the Arabic page it is given', () => {
    const arabic = { ...order, metadata: { ...order.metadata, summary: SUMMARY } }
    const url = 'http://localhost/ar/showroom-order-online/confirmation/7K3M-9QXA-2BNF-8TWD'
    const mail = orderMail('order_confirmation', arabic, {
      ...context,
      confirmationUrl: url,
      priceSettings: AUD,
    })
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.html).toContain(`href="${url}"`)
    expect(mail.text).toContain('سيارة الاستبدال')
    expect(mail.text).toContain('باقة الخدمة')
  })
})

describe('the refund mail', () => {
  it('tells an Arabic shopper, right to left, why and how much came back', () => {
    const refunded = {
      ...order,
      status: 'refunded' as const,
      payment_status: 'refunded' as const,
      metadata: { payment_returned: 'vehicle_lost' },
    }
    const mail = refundMail(refunded, { ...context, priceSettings: AUD })
    expect(mail.to).toEqual(['jo@example.com'])
    expect(mail.subject).toContain('7K3M-9QXA-2BNF-8TWD')
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/)
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.text).toContain('$500')
    expect(mail.text).toContain('وصل الدفع بعد')
  })

  it('says a released card hold charged nothing, in English for an English order', () => {
    const released = {
      ...order,
      locale: 'en',
      status: 'cancelled' as const,
      payment_status: 'refunded' as const,
      metadata: { payment_returned: 'hold_expired' },
    }
    const mail = refundMail(released, context)
    expect(mail.subject).toBe('Your reservation 7K3M-9QXA-2BNF-8TWD: your card was not charged')
    expect(mail.html).toContain('dir="ltr"')
    expect(mail.text).toContain('500.00 AUD')
  })
})
