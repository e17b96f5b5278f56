import { useSyncExternalStore } from 'react'
import type { SavedVehicle } from '../../../engine/storefront/saved-vehicle.js'
import { readSavedVehicles, subscribeSavedVehicles } from './saved-vehicles-store.js'

const NONE: SavedVehicle[] = []

/**
 * The saved vehicles, kept current across islands and tabs. The server render and the hydration render see
 * none (storage exists only in the browser), so markup matches; the list arrives right after.
 */
export function useSavedVehicles(): SavedVehicle[] {
  return useSyncExternalStore(subscribeSavedVehicles, readSavedVehicles, () => NONE)
}
