import { describe, expect, it } from 'vitest'
import { clampFinanceInput } from '../../../engine/finance/clamp-finance-input.js'
import { FINANCE_INPUT_DEFAULTS } from '../../../engine/finance/finance-input-config.js'
import { financeInputConfigFrom } from '../../../engine/finance/finance-input-config-from.js'
import { financeInputErrors } from '../../../engine/finance/finance-input-errors.js'
import { financeInputOptions } from '../../../engine/finance/finance-input-options.js'
import { quoteFromInputs } from '../../../engine/finance/quote-from-inputs.js'

describe('finance inputs (002 §3 input configuration, §5 defaults)', () => {
  it('has the spec defaults', () => {
    expect(FINANCE_INPUT_DEFAULTS.down_payment).toEqual({
      min: 20,
      max: 50,
      default: 20,
      interval: 5,
      unit: 'percent',
    })
    expect(FINANCE_INPUT_DEFAULTS.duration).toEqual({
      min: 4,
      max: 7,
      default: 4,
      interval: 1,
      unit: 'years',
    })
  })

  it.each<[number, number]>([
    [37, 35],
    [38, 40],
    [10, 20],
    [90, 50],
    [Number.NaN, 20],
  ])('down payment %s → %s', (value, expected) =>
    expect(clampFinanceInput(value, FINANCE_INPUT_DEFAULTS.down_payment)).toBe(expected),
  )

  it('snaps a rate to its interval without float noise', () => {
    const rate = { min: 2.99, max: 9.99, default: 4.99, interval: 0.01, unit: 'percent' }
    expect(clampFinanceInput(5.123, rate)).toBe(5.12)
    expect(clampFinanceInput(3.3, rate)).toBe(3.3)
    expect(clampFinanceInput(0.5, rate)).toBe(2.99)
  })

  it('makes a stored configuration whole: missing fields and impossible ranges fall back', () => {
    const config = financeInputConfigFrom({
      down_payment: { min: 0, max: 20_000, default: 25_000, interval: 500, unit: 'amount', label: 'Deposit' },
      duration: { min: 9, max: 3, default: 4, interval: 1, unit: 'years' },
      interest_rate: { unit: 'percent', min: 3, max: 3, default: 3, interval: 0.1 },
    })
    // The default is held inside its range.
    expect(config.down_payment).toEqual({
      min: 0,
      max: 20_000,
      default: 20_000,
      interval: 500,
      unit: 'amount',
      label: 'Deposit',
    })
    // min above max: the whole input falls back to 002 §5.
    expect(config.duration).toEqual(FINANCE_INPUT_DEFAULTS.duration)
    expect(config.interest_rate).toMatchObject({ min: 3, max: 3, default: 3 })
    expect(financeInputConfigFrom('nonsense')).toEqual(FINANCE_INPUT_DEFAULTS)
    // The vehicle page's site rate replaces the default fixed rate.
    expect(financeInputConfigFrom(undefined, 4.5).interest_rate).toMatchObject({
      min: 4.5,
      max: 4.5,
      default: 4.5,
    })
  })

  it('names what the schema cannot say: order of min, default and max, and the unit limits', () => {
    expect(
      financeInputErrors({
        down_payment: { min: 30, max: 20, default: 25, interval: 5, unit: 'percent' },
        duration: { min: 12, max: 60, default: 72, interval: 12, unit: 'months' },
        interest_rate: { min: 1, max: 120, default: 5, interval: 1, unit: 'percent' },
      }),
    ).toEqual([
      { path: ['down_payment', 'max'], message: 'must be at least min (30)' },
      { path: ['duration', 'default'], message: 'must be between min (12) and max (60)' },
      { path: ['interest_rate', 'max'], message: 'must be at most 100 (percent)' },
    ])
    expect(
      financeInputErrors({ duration: { min: 1, max: 12, default: 2, interval: 1, unit: 'years' } }),
    ).toEqual([{ path: ['duration', 'max'], message: 'must be at most 10 (years)' }])
    expect(financeInputErrors(FINANCE_INPUT_DEFAULTS)).toEqual([])
    expect(financeInputErrors(null)).toEqual([])
  })

  it('turns inputs into a request: percent of the price, years into months', () => {
    // 20 % of 48,000 = 9,600 down; 4 years = 48 months; at 0 % 38,400 / 48 = 800.
    const percent = quoteFromInputs({
      product: 'HirePurchaseSample',
      price: 48_000,
      config: financeInputConfigFrom(undefined, 0),
      values: {},
    })
    expect(percent).toMatchObject({ cash_deposit: 9_600, duration_of_agreement: 48, monthly_payment: 800 })
    // An amount down and a term in months: 48,000 − 12,000 = 36,000 over 36 months at 0 % = 1,000.
    const amount = quoteFromInputs({
      product: 'HirePurchaseSample',
      price: 48_000,
      config: financeInputConfigFrom({
        down_payment: { min: 0, max: 20_000, default: 5_000, interval: 1_000, unit: 'amount' },
        duration: { min: 12, max: 60, default: 24, interval: 12, unit: 'months' },
        interest_rate: { min: 0, max: 0, default: 0, interval: 0.1, unit: 'percent' },
      }),
      values: { down_payment: 12_000, duration: 36 },
    })
    expect(amount).toMatchObject({ cash_deposit: 12_000, duration_of_agreement: 36, monthly_payment: 1_000 })
  })
})

describe('financeInputOptions', () => {
  it('lists the values of a short range, max included, and none for a long one', () => {
    expect(financeInputOptions(FINANCE_INPUT_DEFAULTS.down_payment, 8)).toEqual([20, 25, 30, 35, 40, 45, 50])
    expect(financeInputOptions(FINANCE_INPUT_DEFAULTS.duration, 8)).toEqual([4, 5, 6, 7])
    // 12 to 40 by 12: 12, 24, 36 and the max 40.
    expect(financeInputOptions({ min: 12, max: 40, default: 24, interval: 12, unit: 'months' }, 8)).toEqual([
      12, 24, 36, 40,
    ])
    expect(
      financeInputOptions({ min: 0, max: 30_000, default: 0, interval: 500, unit: 'amount' }, 8),
    ).toBeNull()
    expect(
      financeInputOptions({ min: 2.5, max: 3, default: 2.5, interval: 0.1, unit: 'percent' }, 8),
    ).toEqual([2.5, 2.6, 2.7, 2.8, 2.9, 3])
  })
})
