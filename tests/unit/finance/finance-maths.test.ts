import { describe, expect, it } from 'vitest'
import { annuityPayment } from '../../../engine/finance/annuity-payment.js'
import { annuityPresentValue } from '../../../engine/finance/annuity-present-value.js'
import { effectiveAnnualRate } from '../../../engine/finance/effective-annual-rate.js'
import { termPercent } from '../../../engine/finance/term-percent.js'
import { maxPriceFromBudget } from '../../../engine/stock-locator/max-price-from-budget.js'

describe('the finance maths every calculator shares', () => {
  it('annuity: 10,000 over 12 months at 12 % (r = 0.01, 1.01^12 = 1.1268250, d = 0.8874492)', () => {
    // P = 10,000 × 0.01 / (1 − 0.8874492) = 100 / 0.1125508 = 888.4879.
    expect(annuityPayment(10_000, 0.01, 12)).toBeCloseTo(888.4879, 4)
    // With 5,000 left at the end: (10,000 − 5,000 × 0.8874492) × 0.01 / 0.1125508 = 55.627540 / 0.1125508
    // = 494.2440.
    expect(annuityPayment(10_000, 0.01, 12, 5_000)).toBeCloseTo(494.244, 3)
    expect(annuityPayment(1_200, 0, 12)).toBe(100)
  })

  it('present value is the inverse of the annuity', () => {
    expect(annuityPresentValue(888.4879, 0.01, 12)).toBeCloseTo(10_000, 2)
    expect(annuityPresentValue(494.244, 0.01, 12, 5_000)).toBeCloseTo(10_000, 2)
    expect(annuityPresentValue(100, 0, 12, 50)).toBe(1_250)
  })

  it('future-value tables: whole years, interpolation, and both ends', () => {
    const table = [58, 50, 43, 37, 32]
    expect(termPercent(table, 6)).toBe(58)
    expect(termPercent(table, 12)).toBe(58)
    expect(termPercent(table, 24)).toBe(50)
    // 42 months: halfway between 3 years (43) and 4 years (37) = 40.
    expect(termPercent(table, 42)).toBe(40)
    expect(termPercent(table, 60)).toBe(32)
    expect(termPercent(table, 84)).toBe(32)
    expect(termPercent([35], 72)).toBe(35)
  })

  it('APR: the nominal rate compounded when there are no fees, 0 when nothing is charged', () => {
    // 1% a month: 1.01^12 − 1 = 12.68 % → 12.7.
    expect(effectiveAnnualRate({ credit: 10_000, payment: 888.49, months: 12, finalPayment: 0 })).toBe(12.7)
    expect(effectiveAnnualRate({ credit: 1_200, payment: 100, months: 12, finalPayment: 0 })).toBe(0)
    expect(effectiveAnnualRate({ credit: 0, payment: 100, months: 12, finalPayment: 0 })).toBe(0)
  })

  it('the reverse calculator uses the same present value', () => {
    // 888.49 a month for 12 months at 12 %: 888.49 × (1 − 0.8874492) / 0.01 = 888.49 × 11.255077 = 10,000.02;
    // with 2,000 down, 12,000 (rounded down).
    expect(
      maxPriceFromBudget({ monthlyBudget: 888.49, deposit: 2_000, months: 12, annualRatePercent: 12 }),
    ).toEqual({ ok: true, maxPrice: 12_000 })
  })
})
