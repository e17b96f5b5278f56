import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { FormDefinitions } from '../../forms/form-definitions.js'

/** What the rent-a-car loader answers: its contact form's definition and how the site writes prices. */
export interface RentACarData {
  forms: FormDefinitions
  prices: PriceSettings
}
