import { describe, expect, it } from 'vitest'
import { reservationTerms } from '../../../engine/orders/reservation-terms.js'

const liqpay = { vendor: { type: ' liqpay ' }, reservation_fee: 20_000, currency: 'UAH' }

describe('reservationTerms', () => {
  it('takes the retailer config’s fee and currency for a vehicle without its own', () => {
    expect(reservationTerms(liqpay, { currency: 'AUD' })).toEqual({
      vendor: 'LIQPAY',
      amountMinor: 2_000_000,
      currency: 'UAH',
    })
  })

  it('answers null where the vendor does not take the vehicle’s own currency (LiqPay: UAH, USD, EUR)', () => {
    const own = (currency: string) => ({ reservation: { reservation_fee: 500, currency } })
    expect(reservationTerms(liqpay, own('AUD'))).toBeNull()
    expect(reservationTerms(liqpay, own('AED'))).toBeNull()
    expect(reservationTerms(liqpay, own('EUR'))).toMatchObject({ vendor: 'LIQPAY', currency: 'EUR' })
    expect(reservationTerms({ ...liqpay, vendor: { type: 'stripe' } }, own('AUD'))).toMatchObject({
      vendor: 'STRIPE',
      currency: 'AUD',
    })
  })
})
