import { priceSettingsFrom } from '../../../engine/storefront/price-settings.js'
import type { RentACarAttributes } from '../../../templates/generated/types.js'
import { loadFormDefinitions } from '../../forms/load-form-definitions.js'
import type { LoaderContext } from '../../loader-context.js'
import type { RentACarData } from './rent-a-car-data.js'

/**
 * The rent-a-car loader: the contact step's form (rendered by the server, so the island hydrates with it)
 * and the site's price settings (daily prices and totals read as the rest of the site writes prices).
 */
export async function loadRentACar(
  attributes: RentACarAttributes,
  context: LoaderContext,
): Promise<RentACarData> {
  return {
    forms: await loadFormDefinitions([attributes.contact_step_form_id], context),
    prices: priceSettingsFrom(context.settings),
  }
}
