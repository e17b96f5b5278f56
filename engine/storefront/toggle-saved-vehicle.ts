import type { SavedVehicle } from './saved-vehicle.js'

/**
 * 000 §4: saving an id already present removes it; otherwise the entry is added at the end. Pure: the list
 * given is not changed.
 */
export function toggleSavedVehicle(list: readonly SavedVehicle[], entry: SavedVehicle): SavedVehicle[] {
  return list.some((v) => v.id === entry.id) ? list.filter((v) => v.id !== entry.id) : [...list, entry]
}
