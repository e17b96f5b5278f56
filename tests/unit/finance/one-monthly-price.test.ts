// One car, one monthly price (issue 25 item 6, docs/decisions/066): the vehicle page's lease price, its mini
// calculator, the finance calculator block and the order journey all quote through monthlyQuote with the
// site's finance terms, so they agree to the cent.
import { describe, expect, it } from 'vitest'
import { financeInputConfigFrom } from '../../../engine/finance/finance-input-config-from.js'
import { FINANCE_INPUT_DEFAULTS } from '../../../engine/finance/finance-input-config.js'
import { monthlyQuote } from '../../../engine/finance/monthly-quote.js'
import { quoteFromInputs } from '../../../engine/finance/quote-from-inputs.js'
import { siteFinanceTerms } from '../../../engine/finance/site-finance-terms.js'
import {
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_LEASE_MONTHS,
  paymentFigures,
} from '../../../engine/orders/payment-option-figures.js'
import { displayedPrices } from '../../../engine/storefront/displayed-prices.js'
import { priceSettingsFrom } from '../../../engine/storefront/price-settings.js'
import { withQuotedLease } from '../../../engine/storefront/with-quoted-lease.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

const PRICE_SETTINGS = priceSettingsFrom({
  price_settings: { symbol: '$', delimiter: ',', format: '^%', iso_currency: 'AUD' },
})

/** The three callers' monthly payment for one car at the calculators' starting inputs. */
function threeQuotes(price: number, settings: Record<string, unknown>) {
  const terms = siteFinanceTerms(settings)
  // 1. The vehicle page: its mini calculator (the island's own call) and the lease price it shows.
  const mini = quoteFromInputs({
    product: terms.product,
    price,
    config: financeInputConfigFrom(undefined, terms.ratePercent),
    values: {},
  })?.monthly_payment
  const vehicle = makeVehicle({
    prices: {
      list: [
        {
          type: 'purchase',
          value_raw: price,
          old_price_raw: null,
          oldPrice: false,
          hiddenFromVisitors: false,
        },
        // The stock feed's own lease figure (the "$1,165" of the issue): replaced by the site's quote.
        { type: 'lease', value_raw: 1165, old_price_raw: null, oldPrice: false, hiddenFromVisitors: false },
      ],
    },
    pricesDriveAway: null,
    // No drive-away price: the purchase price is the car's one price.
    attributes: { price_metadata: {} },
  })
  const shown = withQuotedLease(displayedPrices(vehicle, PRICE_SETTINGS), terms, PRICE_SETTINGS).prices.find(
    (p) => p.type === 'lease',
  )
  // 2. The finance calculator block: a product with no rate of its own, at the loader's site rate.
  const block = quoteFromInputs({
    product: terms.product,
    price,
    config: financeInputConfigFrom(
      { down_payment: { min: 10, max: 50, default: 20, interval: 5, unit: 'percent' } },
      terms.ratePercent,
    ),
    values: {},
  })?.monthly_payment
  // 3. The journey's lease figures, with the showroom's terms.
  const journey = paymentFigures(
    price,
    { type: 'lease', termMonths: DEFAULT_LEASE_MONTHS, depositPercent: DEFAULT_DEPOSIT_PERCENT },
    { leaseTerms: [24, 36, 48, 60], finance: terms, subscriptionDurations: [], subscriptionMileages: [] },
  ).monthly
  return { mini, shown: shown?.value, text: shown?.text, block, journey, terms }
}

describe('one monthly price per car', () => {
  it.each([
    [115_000, {}],
    [89_990, { 'stock_locator.finance_rate': '4.9' }],
    [123_456.78, { 'stock_locator.finance_rate': 0 }],
    [74_321, { 'stock_locator.finance_product': 'PCPUK', 'stock_locator.finance_rate': '6.49' }],
  ])('price %s with settings %j: page, mini calculator, block and journey agree', (price, settings) => {
    const q = threeQuotes(price, settings)
    expect(q.mini).toBeGreaterThan(0)
    expect(new Set([q.mini, q.shown, q.block, q.journey]).size).toBe(1)
    expect(q.mini).toBe(
      monthlyQuote(price, q.terms, {
        depositPercent: FINANCE_INPUT_DEFAULTS.down_payment.default,
        months: FINANCE_INPUT_DEFAULTS.duration.default * 12,
      })?.monthly_payment,
    )
  })

  it('prints the page’s lease price with the one formatter, in the site’s currency', () => {
    const q = threeQuotes(115_000, {})
    expect(q.text).toMatch(/^\$[\d,]+(\.\d{2})?\/Month$/)
    expect(q.text).not.toContain('1,165')
  })

  it('takes the site setting’s rate, else 6.99 %; a nonsense setting is the default', () => {
    expect(siteFinanceTerms({})).toEqual({ product: 'HirePurchaseSample', ratePercent: 6.99 })
    expect(siteFinanceTerms({ 'stock_locator.finance_rate': '6.49' }).ratePercent).toBe(6.49)
    expect(siteFinanceTerms({ 'stock_locator.finance_rate': 'NaN' }).ratePercent).toBe(6.99)
    expect(siteFinanceTerms({ 'stock_locator.finance_rate': '-1' }).ratePercent).toBe(6.99)
    expect(siteFinanceTerms({ 'stock_locator.finance_rate': '1e9' }).ratePercent).toBe(6.99)
    expect(siteFinanceTerms({ 'stock_locator.finance_product': '__proto__' }).product).toBe(
      'HirePurchaseSample',
    )
  })

  it('leaves out a lease price it cannot quote rather than show the feed’s', () => {
    const vehicle = makeVehicle({
      prices: {
        list: [
          { type: 'lease', value_raw: 1165, old_price_raw: null, oldPrice: false, hiddenFromVisitors: false },
        ],
      },
      pricesDriveAway: null,
      attributes: { price_metadata: {} },
    })
    const prices = withQuotedLease(
      displayedPrices(vehicle, PRICE_SETTINGS),
      siteFinanceTerms({}),
      PRICE_SETTINGS,
    )
    expect(prices.prices.find((p) => p.type === 'lease')).toBeUndefined()
  })
})
