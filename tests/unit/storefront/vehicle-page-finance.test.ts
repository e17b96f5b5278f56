import { describe, expect, it } from 'vitest'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { currencyRates } from '../../../server/storefront/currency-rate.js'
import { vehiclePageProps } from '../../../server/storefront/vehicle-page-props.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

const stock = { similar: async () => [] } as unknown as StockReader

const props = (settings: Record<string, string>) =>
  vehiclePageProps({
    vehicle: makeVehicle(),
    settings,
    locale: 'en',
    siteBrand: 'Land Rover',
    selectedState: null,
    stock,
    rates: currencyRates({ log: () => {} }),
    log: () => {},
  })

describe("the vehicle page's mini calculator settings (docs/decisions/007, 037)", () => {
  it('follows the finance product and rate of the site settings', async () => {
    expect(
      await props({ 'stock_locator.finance_product': 'PCPUK', 'stock_locator.finance_rate': '4.9' }),
    ).toMatchObject({ financeProduct: 'PCPUK', financeRatePercent: 4.9 })
  })

  it('falls back to the sample hire purchase at 6.99 % for a missing or unknown product', async () => {
    expect(await props({})).toMatchObject({ financeProduct: 'HirePurchaseSample', financeRatePercent: 6.99 })
    expect(await props({ 'stock_locator.finance_product': 'constructor' })).toMatchObject({
      financeProduct: 'HirePurchaseSample',
    })
  })
})
