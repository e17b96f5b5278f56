import { describe, expect, it } from 'vitest'
import { orderSummary } from '../../../engine/orders/order-summary.js'

const base = {
  vehicle: { id: 'veh1', title: 'Land Rover Defender', subtitle: '2024', price: 100_000 },
  currency: 'AUD',
  terms: { vendor: 'STRIPE', amountMinor: 50_000, currency: 'AUD' },
  offered: ['cash', 'lease'] as ('cash' | 'lease' | 'subscription')[],
  settings: {
    leaseTerms: [36, 48],
    finance: { product: 'HirePurchaseSample' as const, ratePercent: 6.99 },
    subscriptionDurations: [],
    subscriptionMileages: [],
  },
  servicePacks: [{ id: 'service-3y', name: '3-year service plan', price: 1950 }],
  locations: [
    { uuid: 'own', name: 'Own retailer', address: 'A' },
    { uuid: 'other', name: 'Other retailer', address: 'B' },
  ],
  tradeInOptions: null,
  now: new Date('2026-12-07T00:00:00Z'),
}

describe('the order summary (issue 25 item 6)', () => {
  it('prices the choices itself: figures, plan price and retailer come from the server’s data', () => {
    const result = orderSummary({
      ...base,
      request: {
        payment: { type: 'lease', termMonths: 36, depositPercent: 10 },
        tradeIn: { isTradeInOn: false, mileage: -500 },
        servicePackId: 'service-3y',
        locationUuid: 'other',
      },
    })
    expect(result.problems).toEqual([])
    expect(result.summary).toMatchObject({
      fee: { amount: 500, currency: 'AUD', free: false },
      finance: { type: 'lease', loan_tenure: 36, deposit: 10_000, interest_rate: 6.99 },
      trade_in: null,
      service_plan: { id: 'service-3y', price: 1950 },
      retailer: { uuid: 'other', name: 'Other retailer' },
    })
  })

  it('defaults the retailer to the vehicle’s own and takes no option as none', () => {
    const result = orderSummary({
      ...base,
      request: { payment: null, tradeIn: undefined, servicePackId: null, locationUuid: null },
    })
    expect(result.summary).toMatchObject({ finance: null, service_plan: null, retailer: { uuid: 'own' } })
  })

  it('names every choice that is not offered, and the trade-in’s problems, by their body path', () => {
    const result = orderSummary({
      ...base,
      request: {
        payment: { type: 'subscription' },
        tradeIn: { isTradeInOn: true, mileage: -500 },
        servicePackId: 'free-ferrari',
        locationUuid: 'elsewhere',
      },
    })
    expect(result.summary).toBeNull()
    const fields = result.problems.map((p) => p.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'finance_option',
        'metadata.service_pack.id',
        'metadata.location.uuid',
        'metadata.trade_in.mileage',
        'metadata.trade_in.brand',
      ]),
    )
  })
})
