import { describe, expect, it } from 'vitest'
import { paymentFigures, paymentOptionType } from '../../../engine/orders/payment-option-figures.js'

const SETTINGS = {
  leaseTerms: [24, 36, 48, 60],
  finance: { product: 'HirePurchaseSample' as const, ratePercent: 6.49 },
  subscriptionDurations: [6, 12, 24],
  subscriptionMileages: [10_000, 20_000, 30_000],
}

describe('paymentFigures', () => {
  it('gives cash the full price', () => {
    expect(paymentFigures(80_000, { type: 'cash' }, SETTINGS)).toEqual({ type: 'cash', total: 80_000 })
  })

  it('computes a lease from the chosen term and deposit at the configured rate', () => {
    const lease = paymentFigures(80_000, { type: 'lease', termMonths: 36, depositPercent: 10 }, SETTINGS)
    expect(lease).toMatchObject({ type: 'lease', loan_tenure: 36, deposit: 8000, interest_rate: 6.49 })
    // 72,000 over 36 months at 6.49 %: an annuity of about 2,207.
    expect(lease.monthly).toBeGreaterThan(2150)
    expect(lease.monthly).toBeLessThan(2250)
    // A term the showroom does not offer falls back to one it does; the deposit is bounded.
    const odd = paymentFigures(80_000, { type: 'lease', termMonths: 37, depositPercent: 500 }, SETTINGS)
    expect(odd.loan_tenure).toBe(48)
    expect(odd.deposit).toBe(72_000)
  })

  it('prices a subscription by duration and mileage, cheaper for longer and dearer for more km', () => {
    const base = paymentFigures(
      60_000,
      { type: 'subscription', durationMonths: 6, yearlyMileage: 10_000 },
      SETTINGS,
    )
    const longer = paymentFigures(
      60_000,
      { type: 'subscription', durationMonths: 24, yearlyMileage: 10_000 },
      SETTINGS,
    )
    const further = paymentFigures(
      60_000,
      { type: 'subscription', durationMonths: 6, yearlyMileage: 30_000 },
      SETTINGS,
    )
    expect(base).toMatchObject({ duration: 6, monthly: 1000, monthly_mileage: 833 })
    expect(longer.monthly).toBe(800)
    expect(further.monthly).toBe(1250)
  })

  it('gives no figures without a price, and treats a calculator as lease', () => {
    expect(paymentFigures(0, { type: 'lease' }, SETTINGS)).toEqual({ type: 'lease' })
    expect(paymentOptionType('calculator')).toBe('lease')
    expect(paymentOptionType('additional')).toBeNull()
  })
})
