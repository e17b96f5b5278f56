import type { Vehicle } from '../../../engine/stock/stock-types.js'
import type { StockDealer } from '../generate/generate-dealers.js'
import { generateVehicle } from '../generate/generate-vehicle.js'
import { seededRandom } from '../generate/seeded-random.js'
import { STOCK_CATALOGUE } from '../generate/stock-catalogue.js'
import { STOCK_IMAGE_IDS } from '../generate/stock-image-ids.js'

/** The demo configurator's base URL: a vehicle configured there is found by its full config_url. */
const CONFIGURATOR = 'https://configurator.example.com/au'

/**
 * One configured vehicle per nameplate (the configurator journey of 000 §1): a new, on-demand vehicle
 * whose config_url is `https://configurator.example.com/au/{model id}/{code}`.
 */
export function configuratorVehicles(dealers: StockDealer[]): { config_url: string; data: Vehicle }[] {
  const random = seededRandom(2024)
  return STOCK_CATALOGUE.filter((model) => !model.until).map((model, index) => {
    const dealer = dealers.find((d) => !d.isFallback && d.brands.includes(model.brand)) as StockDealer
    const id = `cfg${index + 1}`
    const vehicle = generateVehicle({
      id,
      list: 'new',
      model,
      dealer,
      imageIds: STOCK_IMAGE_IDS[model.brand] ?? [],
      random,
    })
    const configUrl = `${CONFIGURATOR}/${model.id}/${model.externalCode.toLowerCase()}-${index + 1}`
    vehicle.attributes.status = 'on_demand'
    vehicle.attributes.config_url = configUrl
    vehicle.attributes.publicationLists = ['configurator']
    return { config_url: configUrl, data: vehicle }
  })
}
