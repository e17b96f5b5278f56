import { describe, expect, it } from 'vitest'
import { buildSummary } from '../../../engine/orders/build-summary.js'
import type { OrderSummary } from '../../../engine/orders/order-summary.js'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import { orderSummaryLabels } from '../../../renderer/storefront/order-online/order-summary-labels.js'
import { summaryRows } from '../../../renderer/storefront/order-online/summary-rows.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

const URL = 'https://configurator.example.com/au/defender/l663-1'
const configured = makeVehicle({
  id: 'build-abcdefghijklmnop',
  attributes: {
    config_url: URL,
    version: 'X-Dynamic SE',
    color_name: 'Hakuba Silver',
    interior_color: 'Ebony',
    features_optional: [
      { name: 'Towing pack', price: 1240 },
      { name: 'Heated seats', price: 0 },
    ],
  },
})

const summary = (build: OrderSummary['build']): OrderSummary => ({
  vehicle: {
    id: configured.id,
    title: 'Land Rover Defender 110',
    subtitle: 'X-Dynamic SE · 2024',
    price: 100_000,
  },
  currency: DEFAULT_PRICE_SETTINGS.iso_currency,
  fee: { amount: 500, currency: 'AUD', free: false, vendor: 'STRIPE' },
  finance: null,
  trade_in: null,
  service_plan: null,
  retailer: null,
  build,
})

/** A row's text without the isolates that keep its names whole in right-to-left text. */
const plain = (text: string | undefined) => text?.replace(/[\u2068\u2069]/g, '')

describe('a build in the order summary (decision 070)', () => {
  it('keeps the configuration of a configured vehicle, and nothing for a stock one', () => {
    expect(buildSummary(configured)).toEqual({
      config_url: URL,
      version: 'X-Dynamic SE',
      colour: 'Hakuba Silver',
      interior: 'Ebony',
      features: [
        { name: 'Towing pack', price: 1240 },
        { name: 'Heated seats', price: 0 },
      ],
    })
    expect(buildSummary(makeVehicle())).toBeNull()
  })

  it('shows the configuration and the optional features after the vehicle, each name kept whole', () => {
    const rows = summaryRows(
      summary(buildSummary(configured)),
      orderSummaryLabels('en'),
      DEFAULT_PRICE_SETTINGS,
    )
    expect(rows.map((r) => r.key).slice(0, 4)).toEqual(['vehicle', 'configuration', 'features', 'price'])
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.value]))
    expect(plain(byKey.configuration)).toBe('X-Dynamic SE · Hakuba Silver · Ebony interior')
    expect(plain(byKey.features)).toMatch(/^Towing pack \(\D*1,240\D*\) · Heated seats$/)
    expect(byKey.configuration).toContain('\u2068Hakuba Silver\u2069')
    const arabic = summaryRows(
      summary(buildSummary(configured)),
      orderSummaryLabels('ar'),
      DEFAULT_PRICE_SETTINGS,
    )
    expect(arabic.find((r) => r.key === 'configuration')).toMatchObject({ label: 'مواصفات سيارتك' })
    expect(plain(arabic.find((r) => r.key === 'configuration')?.value)).toContain('مقصورة Ebony')
  })

  it('says "None" for a build without optional features, and adds no rows for stock', () => {
    const bare = { ...buildSummary(configured)!, features: [] }
    const rows = summaryRows(summary(bare), orderSummaryLabels('en'), DEFAULT_PRICE_SETTINGS)
    expect(rows.find((r) => r.key === 'features')?.value).toBe('None')
    const stock = summaryRows(summary(null), orderSummaryLabels('en'), DEFAULT_PRICE_SETTINGS)
    expect(stock.some((r) => r.key === 'configuration' || r.key === 'features')).toBe(false)
  })
})

describe('amounts inside a summary line', () => {
  it('are one unit each, so an Arabic line keeps "$3,232.12" whole', () => {
    const withFinance: OrderSummary = {
      ...summary(null),
      finance: { type: 'lease', monthly: 3232.12, loan_tenure: 48, deposit: 20_000, interest_rate: 6.99 },
      service_plan: { id: 'sp', name: 'Service plan 5 years', price: 2400 },
    }
    for (const locale of ['en', 'ar']) {
      const rows = summaryRows(withFinance, orderSummaryLabels(locale), DEFAULT_PRICE_SETTINGS)
      const finance = rows.find((r) => r.key === 'finance')?.value ?? ''
      const amounts = [...finance.matchAll(/\u2068([^\u2069]*)\u2069/g)].map((m) => m[1])
      expect(amounts.some((a) => /3,232\.12/.test(a ?? ''))).toBe(true)
      expect(amounts.some((a) => /20,000/.test(a ?? ''))).toBe(true)
      expect(rows.find((r) => r.key === 'service_plan')?.value).toMatch(
        /\u2068[^\u2069]*2,400[^\u2069]*\u2069/,
      )
    }
  })
})
