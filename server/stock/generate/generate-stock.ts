import type { StockList, Vehicle } from '../../../engine/stock/stock-types.js'
import { generateDealers, type StockDealer } from './generate-dealers.js'
import { generateVehicle } from './generate-vehicle.js'
import { seededRandom } from './seeded-random.js'
import { STOCK_CATALOGUE } from './stock-catalogue.js'
import { STOCK_IMAGE_IDS } from './stock-image-ids.js'

/** A generated inventory: the dealer network and `count` vehicles owned by its dealers. */
export interface GeneratedStock {
  seed: number
  dealers: StockDealer[]
  vehicles: Vehicle[]
}

const LISTS: [StockList, number][] = [
  ['new', 45],
  ['approved', 25],
  ['used', 30],
]

/**
 * A deterministic demo inventory: the same count and seed give the same vehicles, byte for byte. Land
 * Rover outnumbers Jaguar about two to one; lists are split 45/25/30 (new/approved/used).
 */
export function generateStock({ count, seed }: { count: number; seed: number }): GeneratedStock {
  const random = seededRandom(seed)
  const dealers = generateDealers()
  // Only Australian dealers own the demo stock (the other markets' retailers sell elsewhere).
  const sellers = (brand: string) =>
    dealers.filter((d) => !d.isFallback && d.market === 'au' && d.brands.includes(brand))
  const byBrand = { 'Land Rover': sellers('Land Rover'), Jaguar: sellers('Jaguar') }
  const models = STOCK_CATALOGUE.map((model) => [model, model.brand === 'Land Rover' ? 2 : 1.6] as const)
  const vehicles: Vehicle[] = []
  for (let index = 0; index < count; index++) {
    const list = random.weighted(LISTS)
    // A new car of a discontinued nameplate does not exist: pick again among current ones.
    const model = random.weighted(
      list === 'new' ? models.filter(([m]) => !m.until || m.until >= 2024) : models,
    )
    vehicles.push(
      generateVehicle({
        id: `v${seed}x${index + 1}`,
        list,
        model,
        dealer: random.pick(byBrand[model.brand]),
        imageIds: STOCK_IMAGE_IDS[model.brand] ?? [],
        random,
      }),
    )
  }
  return { seed, dealers, vehicles }
}
