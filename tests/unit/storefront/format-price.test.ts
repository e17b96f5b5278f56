import { describe, expect, it } from 'vitest'
import { cleanCurrencyValue } from '../../../engine/storefront/clean-currency-value.js'
import { formatPrice } from '../../../engine/storefront/format-price.js'
import {
  DEFAULT_PRICE_SETTINGS,
  priceSettingsFrom,
  type PriceSettings,
} from '../../../engine/storefront/price-settings.js'
import type { PriceType } from '../../../engine/stock/stock-types.js'

const base: PriceSettings = { ...DEFAULT_PRICE_SETTINGS, overrides: {} }
const aud: PriceSettings = {
  ...base,
  symbol: '$',
  overrides: { lease: { symbol: 'A$', format: '^ %' }, subscribe: { delimiter: ' ' } },
}

describe('formatPrice (000 §3, §9)', () => {
  it.each<
    [string, number | string | null | undefined, PriceSettings, Parameters<typeof formatPrice>[2], string]
  >([
    ['default format ^% with euro and comma', 45990, base, {}, '€45,990'],
    ['stock locator format "% ^"', 45990, base, { context: 'stock_locator' }, '45,990 €'],
    ['millions are grouped', 1234567, base, {}, '€1,234,567'],
    ['below a thousand', 999, base, {}, '€999'],
    ['cents show only when present', 1234.5, base, {}, '€1,234.50'],
    ['a dot delimiter takes a comma decimal mark', 1234.5, { ...base, delimiter: '.' }, {}, '€1.234,50'],
    ['a custom symbol', 45990, { ...base, symbol: '$' }, {}, '$45,990'],
    ['a custom format', 45990, { ...base, format: 'From ^ %' }, {}, 'From € 45,990'],
    ['lease appends the lease string', 899, base, { type: 'lease' }, '€899/Month'],
    ['lease override of symbol and format', 899, aud, { type: 'lease' }, 'A$ 899/Month'],
    ['subscribe override of the delimiter only', 12990, aud, { type: 'subscribe' }, '$12 990'],
    ['purchase without override uses the base', 12990, aud, { type: 'purchase' }, '$12,990'],
    [
      'override format wins in the stock locator',
      899,
      aud,
      { type: 'lease', context: 'stock_locator' },
      'A$ 899/Month',
    ],
    ['zero gives ""', 0, base, {}, ''],
    ['negative gives ""', -5, base, {}, ''],
    ['zero lease gives "" (no lease string alone)', 0, base, { type: 'lease' }, ''],
    ['null gives ""', null, base, {}, ''],
    ['undefined gives ""', undefined, base, {}, ''],
    ['a string is cleaned first', '€ 45,990.00', base, {}, '€45,990'],
    ['a string with letters only gives ""', 'call us', base, {}, ''],
    ['a negative string gives ""', '-1,000', base, {}, ''],
  ])('%s', (_, value, settings, options, expected) => {
    expect(formatPrice(value, settings, options)).toBe(expected)
  })
})

describe('cleanCurrencyValue (000 §3)', () => {
  it.each<[number | string | null | undefined, number | null]>([
    ['45,990', 45990],
    ['AUD 1 234.56', 1234.56],
    ['-12.5€', -12.5],
    ['', null],
    ['abc', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [42, 42],
  ])('%j → %j', (value, expected) => {
    expect(cleanCurrencyValue(value)).toBe(expected)
  })
})

describe('priceSettingsFrom', () => {
  it('answers the spec defaults without a setting', () => {
    const s = priceSettingsFrom({})
    expect([
      s.symbol,
      s.delimiter,
      s.format,
      s.stock_locator_format,
      s.lease_string,
      s.double_price_rate,
    ]).toEqual(['€', ',', '^%', '% ^', '/Month', 1])
  })

  it.each<[string, unknown, Partial<PriceSettings>]>([
    ['an object', { symbol: '$', delimiter: ' ' }, { symbol: '$', delimiter: ' ', format: '^%' }],
    [
      'a JSON string',
      JSON.stringify({ format: '% ^', iso_currency: 'AUD' }),
      { format: '% ^', iso_currency: 'AUD' },
    ],
    ['invalid JSON → defaults', '{oops', { symbol: '€', format: '^%' }],
    ['a format without % is refused', { format: 'price' }, { format: '^%' }],
    ['a non-positive double price rate is refused', { double_price_rate: 0 }, { double_price_rate: 1 }],
    ['a wrong type is refused', { symbol: 5, lease_string: ['x'] }, { symbol: '€', lease_string: '/Month' }],
  ])('%s', (_, raw, expected) => {
    expect(priceSettingsFrom({ price_settings: raw })).toMatchObject(expected)
  })

  it('keeps valid overrides per price type only', () => {
    const s = priceSettingsFrom({
      price_settings: {
        overrides: { lease: { symbol: 'A$', format: 'nope' }, bogus: { symbol: 'x' }, subscribe: 'x' },
      },
    })
    expect(s.overrides).toEqual({ lease: { symbol: 'A$' } })
    const type: PriceType = 'lease'
    expect(formatPrice(10, s, { type })).toBe('A$10/Month')
  })
})
