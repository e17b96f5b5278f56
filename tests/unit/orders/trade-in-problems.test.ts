import { describe, expect, it } from 'vitest'
import type { TradeInChoices } from '../../../engine/orders/journey-types.js'
import { tradeInProblems } from '../../../engine/orders/trade-in-problems.js'

const OPTIONS: TradeInChoices = {
  brands: [
    { id: 'b1', name: 'Toyota' },
    { id: 'b2', name: 'Mazda' },
  ],
  models: [
    { id: 'm1', name: 'Corolla', brand: 'Toyota' },
    { id: 'm2', name: 'CX-5', brand: 'Mazda' },
  ],
  bodyTypes: [{ id: 't1', name: 'SUV' }],
  fuelTypes: [{ id: 'f1', name: 'Petrol' }],
}
const NOW = new Date('2026-12-07T20:00:00Z')
const GOOD = {
  isTradeInOn: true,
  brand: { name: 'Mazda' },
  model: { name: 'CX-5' },
  bodyType: { name: 'SUV' },
  fuelType: { name: 'Petrol' },
  mileage: 84_000,
  registration: 'ABC-123',
  registrationDate: { date: '2019-03' },
}
const problems = (value: unknown) => tradeInProblems(value, OPTIONS, NOW).map((p) => `${p.field}:${p.code}`)

describe('trade-in validation (issue 25 item 7)', () => {
  it('accepts a complete trade-in, and anything when it is off', () => {
    expect(problems(GOOD)).toEqual([])
    expect(problems({ isTradeInOn: false, mileage: -500 })).toEqual([])
    expect(problems(undefined)).toEqual([])
    expect(problems({ ...GOOD, registration: '' })).toEqual([])
  })

  it('requires every field but the plate when it is on', () => {
    expect(problems({ isTradeInOn: true })).toEqual([
      'brand:required',
      'model:required',
      'bodyType:required',
      'fuelType:required',
      'mileage:required',
      'registrationDate:required',
    ])
    expect(problems({ ...GOOD, brand: { name: '   ' } })).toContain('brand:required')
  })

  it.each<[string, unknown, string]>([
    ['mileage −500', { mileage: -500 }, 'mileage:negative'],
    ['mileage NaN', { mileage: Number.NaN }, 'mileage:not_a_whole_number'],
    ['mileage Infinity', { mileage: Number.POSITIVE_INFINITY }, 'mileage:not_a_whole_number'],
    ['mileage 2^31', { mileage: 2 ** 31 }, 'mileage:too_large'],
    ['mileage 2^53+', { mileage: 2 ** 53 + 2 }, 'mileage:too_large'],
    ['mileage a fraction', { mileage: 12.5 }, 'mileage:not_a_whole_number'],
    ['mileage a string', { mileage: '84000' }, 'mileage:not_a_whole_number'],
    [
      'first registration in 2031',
      { registrationDate: { date: '2031-01' } },
      'registrationDate:in_the_future',
    ],
    ['next month', { registrationDate: { date: '2027-01' } }, 'registrationDate:in_the_future'],
    ['month 13', { registrationDate: { date: '2019-13' } }, 'registrationDate:not_a_month'],
    ['a date with a NUL', { registrationDate: { date: '2019-03\u0000' } }, 'registrationDate:not_a_month'],
    ['year 1800', { registrationDate: { date: '1800-01' } }, 'registrationDate:too_old'],
    ['a model of another brand', { model: { name: 'Corolla' } }, 'model:not_an_option'],
    ['a model not offered', { model: { name: '<script>' } }, 'model:not_an_option'],
    ['a brand not offered', { brand: { name: 'Tesla' }, model: { name: 'Model 3' } }, 'brand:not_an_option'],
    ['a fuel not offered', { fuelType: { name: 'Coal' } }, 'fuelType:not_an_option'],
    ['a plate with a NUL', { registration: 'AB\u0000C' }, 'registration:bad_text'],
    ['a long plate', { registration: 'A'.repeat(40) }, 'registration:bad_text'],
    ['a plate that is a number', { registration: 42 }, 'registration:bad_text'],
  ])('refuses %s', (_name, change, expected) => {
    expect(problems({ ...GOOD, ...(change as object) })).toContain(expected)
  })

  it('takes this month, and an Arabic plate', () => {
    expect(problems({ ...GOOD, registrationDate: { date: '2026-12' } })).toEqual([])
    expect(problems({ ...GOOD, registration: 'أ ب ج 123' })).toEqual([])
  })

  it('checks the names only against options it has', () => {
    expect(tradeInProblems({ ...GOOD, brand: { name: 'Tesla' } }, null, NOW)).toEqual([])
  })

  it('never throws on hostile shapes', () => {
    for (const value of [null, 42, 'on', [], { isTradeInOn: 'yes' }, { isTradeInOn: true, brand: 'Mazda' }])
      expect(() => tradeInProblems(value, OPTIONS, NOW)).not.toThrow()
    expect(problems({ isTradeInOn: true, brand: 'Mazda' })).toContain('brand:required')
  })
})
