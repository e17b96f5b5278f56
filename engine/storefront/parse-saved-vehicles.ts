import { STOCK_LISTS } from '../stock/stock-types.js'
import { parseStoredList } from './parse-stored-list.js'
import type { SavedVehicle } from './saved-vehicle.js'

/**
 * The saved vehicles from what local storage holds (a JSON string or null). Anything unreadable gives an
 * empty list and entries without a string id or a known list are dropped, so a damaged store cannot break
 * the page (000 §5: invalid stored JSON falls back to an empty value).
 */
export function parseSavedVehicles(stored: string | null | undefined): SavedVehicle[] {
  return parseStoredList(stored).filter(
    (v): v is SavedVehicle =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as SavedVehicle).id === 'string' &&
      (STOCK_LISTS as readonly string[]).includes((v as SavedVehicle).list),
  )
}
