import type { Vehicle } from '../stock/stock-types.js'
import { cardValueLabels } from './card-value-labels.js'
import { engineCapacity } from './engine-capacity.js'

/** 000 §2: the attributes a vehicle card shows unless settings say otherwise, in this order. */
export const DEFAULT_CARD_ATTRIBUTES = [
  'productionYear',
  'mileage',
  'engines',
  'color',
  'drivetrain',
  'vin',
  'power',
  'capacity',
  'state',
] as const
export type CardAttributeKey = (typeof DEFAULT_CARD_ATTRIBUTES)[number]

const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * The display value of one card attribute of a vehicle in the page's locale (codes and units in its words,
 * English for unknown locales; numbers as they are); "" when the vehicle has none.
 */
export function cardAttributeValue(
  vehicle: Pick<Vehicle, 'attributes'>,
  key: CardAttributeKey,
  locale = 'en',
): string {
  const a = vehicle.attributes
  const words = cardValueLabels(locale)
  const word = (code: string) => words.values[code] ?? code
  const unit = (code: string) => words.units[code.toLowerCase()] ?? code
  switch (key) {
    case 'productionYear':
      return a.production_year > 0 ? String(a.production_year) : ''
    case 'mileage':
      return typeof a.mileage === 'number' && a.mileage >= 0
        ? `${grouped(a.mileage)} ${unit(a.mileage_unit || 'km')}`
        : ''
    case 'engines':
      return (a.engine_type ?? []).map(word).join(words.listSeparator)
    case 'color':
      return a.color_name ?? ''
    case 'drivetrain':
      return a.drivetrain ? word(a.drivetrain) : ''
    case 'vin':
      return a.vin ?? ''
    case 'power':
      return a.power > 0 ? `${a.power} ${unit(a.power_unit || 'kW')}` : ''
    case 'capacity':
      return engineCapacity(a.engine_capacity_normalized, a.engine_capacity_unit, (u) => words.units[u])
    case 'state':
      return word(a.state)
  }
}

/**
 * The attributes a card shows (000 §2): the keys from settings (`stock_locator.card_attributes`, a list of
 * known keys) or the default list, each with its display value in `locale`; attributes without a value are
 * left out.
 */
export function cardAttributes(
  vehicle: Pick<Vehicle, 'attributes'>,
  keys: readonly string[] = DEFAULT_CARD_ATTRIBUTES,
  locale = 'en',
): { key: CardAttributeKey; value: string }[] {
  const known = keys.filter((k): k is CardAttributeKey =>
    (DEFAULT_CARD_ATTRIBUTES as readonly string[]).includes(k),
  )
  return known
    .map((key) => ({ key, value: cardAttributeValue(vehicle, key, locale) }))
    .filter((e) => e.value !== '')
}
