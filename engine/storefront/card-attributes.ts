import type { Vehicle } from '../stock/stock-types.js'
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

const STATE_LABELS: Record<string, string> = { new: 'New', approved: 'Approved', used: 'Used' }
const ENGINE_LABELS: Record<string, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  bev: 'Electric',
  hev: 'Hybrid',
  mhev: 'Mild hybrid',
  phev: 'Plug-in hybrid',
  phev_rev: 'Plug-in hybrid (range extender)',
}

const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** The display value of one card attribute of a vehicle; "" when the vehicle has none. */
export function cardAttributeValue(vehicle: Pick<Vehicle, 'attributes'>, key: CardAttributeKey): string {
  const a = vehicle.attributes
  switch (key) {
    case 'productionYear':
      return a.production_year > 0 ? String(a.production_year) : ''
    case 'mileage':
      return typeof a.mileage === 'number' && a.mileage >= 0
        ? `${grouped(a.mileage)} ${a.mileage_unit || 'km'}`
        : ''
    case 'engines':
      return (a.engine_type ?? []).map((e) => ENGINE_LABELS[e] ?? e).join(', ')
    case 'color':
      return a.color_name ?? ''
    case 'drivetrain':
      return a.drivetrain ?? ''
    case 'vin':
      return a.vin ?? ''
    case 'power':
      return a.power > 0 ? `${a.power} ${a.power_unit || 'kW'}` : ''
    case 'capacity':
      return engineCapacity(a.engine_capacity_normalized, a.engine_capacity_unit)
    case 'state':
      return STATE_LABELS[a.state] ?? a.state
  }
}

/**
 * The attributes a card shows (000 §2): the keys from settings (`stock_locator.card_attributes`, a list of
 * known keys) or the default list, each with its display value; attributes without a value are left out.
 */
export function cardAttributes(
  vehicle: Pick<Vehicle, 'attributes'>,
  keys: readonly string[] = DEFAULT_CARD_ATTRIBUTES,
): { key: CardAttributeKey; value: string }[] {
  const known = keys.filter((k): k is CardAttributeKey =>
    (DEFAULT_CARD_ATTRIBUTES as readonly string[]).includes(k),
  )
  return known.map((key) => ({ key, value: cardAttributeValue(vehicle, key) })).filter((e) => e.value !== '')
}
