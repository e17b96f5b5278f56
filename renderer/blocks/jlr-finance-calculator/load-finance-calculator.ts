import { financeModels } from '../../../engine/finance/finance-models.js'
import { siteFinanceTerms } from '../../../engine/finance/site-finance-terms.js'
import { priceSettingsFrom } from '../../../engine/storefront/price-settings.js'
import type { JlrFinanceCalculatorAttributes } from '../../../templates/generated/types.js'
import type { LoaderContext } from '../../loader-context.js'
import type { FinanceCalculatorData } from './finance-calculator-data.js'

/**
 * The finance calculator's loader: the site brand's model catalogue (read in process from the stock's
 * reference data), filtered by nameplate_key_filter and completed by models_info, and the site's price
 * settings of the page's locale (its "/Month" text) and its finance rate (docs/decisions/066). Without the stock (tests of other parts), models_info
 * alone.
 */
export async function loadFinanceCalculator(
  attributes: JlrFinanceCalculatorAttributes,
  context: LoaderContext,
): Promise<FinanceCalculatorData> {
  const catalogue = context.stock ? await context.stock.models(context.site.brand) : []
  return {
    models: financeModels({
      catalogue,
      filter: attributes.nameplate_key_filter,
      modelsInfo: attributes.models_info,
    }),
    priceSettings: priceSettingsFrom(context.settings),
    siteRatePercent: siteFinanceTerms(context.settings).ratePercent,
  }
}
