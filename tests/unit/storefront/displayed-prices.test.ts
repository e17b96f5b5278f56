import { describe, expect, it } from 'vitest'
import { displayedPrices } from '../../../engine/storefront/displayed-prices.js'
import { driveAwayPrice } from '../../../engine/storefront/drive-away-price.js'
import { exchangeVehiclePrices } from '../../../engine/storefront/exchange-vehicle-prices.js'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import { formatPrice } from '../../../engine/storefront/format-price.js'
import { FINANCE_INPUT_DEFAULTS } from '../../../engine/finance/finance-input-config.js'
import { monthlyQuote } from '../../../engine/finance/monthly-quote.js'
import type { VehiclePrice } from '../../../engine/stock/stock-types.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

const settings = { ...DEFAULT_PRICE_SETTINGS, symbol: '$', overrides: {} }
/** The site's monthly quote of a price at the calculators' starting deposit and term. */
const siteQuote = (purchase: number) =>
  monthlyQuote(purchase, settings.finance, {
    depositPercent: FINANCE_INPUT_DEFAULTS.down_payment.default,
    months: FINANCE_INPUT_DEFAULTS.duration.default * 12,
  })!.monthly_payment
const price = (p: Partial<VehiclePrice> & Pick<VehiclePrice, 'type' | 'value_raw'>): VehiclePrice => ({
  old_price_raw: null,
  oldPrice: false,
  hiddenFromVisitors: false,
  ...p,
})

describe('driveAwayPrice (000 §4)', () => {
  const meta = { NSW: 121990, VIC: 120990 }
  it.each<[string, Parameters<typeof makeVehicle>[0], string | null, number | null]>([
    ['new: the selected postcode state', { attributes: { price_metadata: meta } }, 'VIC', 120990],
    ['new: state is case-insensitive', { attributes: { price_metadata: meta } }, 'vic', 120990],
    [
      'new: no selection → the owner state',
      { attributes: { price_metadata: meta, owner_state: 'NSW' } },
      null,
      121990,
    ],
    [
      'new: unknown state → current drive-away',
      {
        attributes: { price_metadata: {}, owner_state: 'WA' },
        pricesDriveAway: { currentDriveAway: { value: 99000 } },
      },
      'TAS',
      99000,
    ],
    ['new: nothing → null', { attributes: { price_metadata: null }, pricesDriveAway: null }, 'NSW', null],
    [
      'approved: retailer drive-away from msrp_price',
      { attributes: { state: 'approved', msrp_price: 88000 } },
      'VIC',
      88000,
    ],
    ['used: msrp_price 0 → null', { attributes: { state: 'used', msrp_price: 0 } }, null, null],
  ])('%s', (_, overrides, state, expected) => {
    expect(driveAwayPrice(makeVehicle(overrides), state)).toBe(expected)
  })
})

describe('displayedPrices (000 §4)', () => {
  it('drive-away overrides the purchase price', () => {
    const v = makeVehicle({ prices: { list: [price({ type: 'purchase', value_raw: 115000 })] } })
    const shown = displayedPrices(v, settings, { selectedState: 'VIC' })
    expect(shown.prices).toEqual([
      { type: 'purchase', driveAway: true, value: 120990, text: '$120,990', oldText: null },
    ])
  })

  it('keeps the purchase price without a drive-away price, and formats lease with /Month', () => {
    const v = makeVehicle({
      attributes: { state: 'used', msrp_price: null },
      prices: {
        list: [price({ type: 'purchase', value_raw: 64990 }), price({ type: 'lease', value_raw: 899 })],
      },
    })
    // The feed's 899 is not shown: the lease is the site's quote of the purchase price (decision 066).
    const monthly = siteQuote(64990)
    expect(monthly).not.toBe(899)
    expect(displayedPrices(v, settings).prices.map((p) => [p.text, p.driveAway])).toEqual([
      ['$64,990', false],
      [formatPrice(monthly, settings, { type: 'lease' }), false],
    ])
    expect(formatPrice(monthly, settings, { type: 'lease' })).toMatch(/^\$[\d,]+(\.\d\d)?\/Month$/)
  })

  it('quotes the lease with the site’s finance terms, so another rate gives another monthly price', () => {
    const v = makeVehicle({
      attributes: { state: 'used', msrp_price: null },
      prices: {
        list: [price({ type: 'purchase', value_raw: 64990 }), price({ type: 'lease', value_raw: 899 })],
      },
    })
    const dearer = { ...settings, finance: { ...settings.finance, ratePercent: 9.99 } }
    const lease = (s: typeof settings) => displayedPrices(v, s).prices.find((p) => p.type === 'lease')?.value
    expect(lease(settings)).toBe(siteQuote(64990))
    expect(lease(dearer)!).toBeGreaterThan(lease(settings)!)
  })

  it('hidden price with a financing option → price on request, no prices', () => {
    const v = makeVehicle({ attributes: { price_hidden: true, financing_options: ['lease'] } })
    expect(displayedPrices(v, settings)).toMatchObject({ onRequest: true, prices: [] })
  })

  it('hidden price without a financing option still shows prices', () => {
    const v = makeVehicle({ attributes: { price_hidden: true, financing_options: [] } })
    expect(displayedPrices(v, settings).onRequest).toBe(false)
    expect(displayedPrices(v, settings).prices).toHaveLength(1)
  })

  it.each<[string | null, string | null]>([
    ['incl. GST', 'incl. GST'],
    ['', null],
    [null, null],
  ])('tax notice when prices_type is %j', (pricesType, expected) => {
    expect(
      displayedPrices(makeVehicle({ attributes: { prices_type: pricesType } }), settings).taxNotice,
    ).toBe(expected)
  })

  it.each<[string, VehiclePrice, string | null]>([
    [
      'old price above the price shows',
      price({ type: 'purchase', value_raw: 64990, old_price_raw: 69990, oldPrice: true }),
      '$69,990',
    ],
    [
      'flag off hides it',
      price({ type: 'purchase', value_raw: 64990, old_price_raw: 69990, oldPrice: false }),
      null,
    ],
    [
      'old price not above hides it',
      price({ type: 'purchase', value_raw: 64990, old_price_raw: 60000, oldPrice: true }),
      null,
    ],
  ])('%s', (_, entry, expected) => {
    const v = makeVehicle({ attributes: { state: 'used', msrp_price: null }, prices: { list: [entry] } })
    expect(displayedPrices(v, settings).prices.find((p) => p.type === 'purchase')?.oldText).toBe(expected)
  })

  it('shows no old lease price: the lease shown is the site’s quote, not the feed’s figure', () => {
    const lease = price({ type: 'lease', value_raw: 899, old_price_raw: 999, oldPrice: true })
    const v = makeVehicle({ prices: { list: [lease] } })
    expect(displayedPrices(v, settings).prices.find((p) => p.type === 'lease')?.oldText).toBeNull()
  })

  it('leaves out entries hidden from visitors and prices at or below zero', () => {
    const v = makeVehicle({
      attributes: { state: 'used', msrp_price: null },
      prices: {
        list: [
          price({ type: 'purchase', value_raw: 50000, hiddenFromVisitors: true }),
          price({ type: 'lease', value_raw: 0 }),
          price({ type: 'subscribe', value_raw: 1200 }),
        ],
      },
    })
    expect(displayedPrices(v, settings).prices.map((p) => p.type)).toEqual(['subscribe'])
  })

  it('shows a drive-away price as the purchase price when the list has no purchase entry', () => {
    const v = makeVehicle({ prices: { list: [price({ type: 'lease', value_raw: 899 })] } })
    expect(displayedPrices(v, settings).prices.map((p) => p.text)).toEqual([
      '$121,990',
      formatPrice(siteQuote(121990), settings, { type: 'lease' }),
    ])
  })
})

describe('exchangeVehiclePrices (000 §4)', () => {
  const v = makeVehicle({
    prices: { list: [price({ type: 'purchase', value_raw: 1000, old_price_raw: 1200, oldPrice: true })] },
  })
  it('converts price elements when the api_url setting exists', () => {
    const out = exchangeVehiclePrices(v, { 'currency_exchange.api_url': 'http://rates.test' }, 0.5, 'EUR')
    expect(out.prices.list[0]).toMatchObject({ value_raw: 500, old_price_raw: 600 })
    expect(out.attributes.msrp_price).toBe(56000)
    expect(out.attributes.price_metadata?.NSW).toBe(60995)
    expect(out.pricesDriveAway?.currentDriveAway.value).toBe(60995)
    expect(out.attributes.currency).toBe('EUR')
    expect(v.prices.list[0]?.value_raw).toBe(1000)
  })
  it.each<[string, Record<string, unknown>, number | null]>([
    ['without the setting', {}, 0.5],
    ['without a rate', { 'currency_exchange.api_url': 'http://rates.test' }, null],
    ['with a zero rate', { 'currency_exchange.api_url': 'http://rates.test' }, 0],
  ])('leaves prices alone %s', (_, s, rate) => {
    expect(exchangeVehiclePrices(v, s, rate)).toBe(v)
  })
})
