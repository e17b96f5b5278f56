import { parseSavedVehicles } from '../../../engine/storefront/parse-saved-vehicles.js'
import { SAVED_VEHICLES_KEY, type SavedVehicle } from '../../../engine/storefront/saved-vehicle.js'
import { toggleSavedVehicle } from '../../../engine/storefront/toggle-saved-vehicle.js'

/** Fired on window when this tab changes the saved vehicles (other tabs hear the storage event). */
export const SAVED_VEHICLES_EVENT = 'saved-vehicles-change'

const EMPTY: SavedVehicle[] = []
let cachedRaw: string | null | undefined
let cachedList: SavedVehicle[] = EMPTY

/** The saved vehicles in local storage (000 §3 sl_product_page_data); [] without storage. */
export function readSavedVehicles(): SavedVehicle[] {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(SAVED_VEHICLES_KEY)
  } catch {
    return EMPTY
  }
  // The same array while storage is unchanged, so useSyncExternalStore sees a stable snapshot.
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedList = parseSavedVehicles(raw)
  }
  return cachedList
}

/** Stores the list and tells this tab's listeners. False when storage is unavailable (privacy mode). */
export function writeSavedVehicles(list: SavedVehicle[]): boolean {
  try {
    window.localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify(list))
  } catch {
    return false
  }
  window.dispatchEvent(new Event(SAVED_VEHICLES_EVENT))
  return true
}

/** Saves the vehicle, or removes it when already saved (000 §4). Answers whether it is saved now. */
export function toggleSaved(entry: SavedVehicle): boolean {
  const next = toggleSavedVehicle(readSavedVehicles(), entry)
  writeSavedVehicles(next)
  return next.some((v) => v.id === entry.id)
}

/** Changes a saved entry in place (the lease calculator data); does nothing when it is not saved. */
export function updateSaved(id: string, change: Partial<SavedVehicle>): void {
  const list = readSavedVehicles()
  if (!list.some((v) => v.id === id)) return
  writeSavedVehicles(list.map((v) => (v.id === id ? { ...v, ...change, id } : v)))
}

/** Calls `listener` whenever the saved vehicles change in this or another tab; returns the unsubscribe. */
export function subscribeSavedVehicles(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SAVED_VEHICLES_KEY) listener()
  }
  window.addEventListener(SAVED_VEHICLES_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(SAVED_VEHICLES_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Drops the saved vehicles whose fetch answers 404 (000 §4, §8: a vehicle fetch answering 404 marks the
 * car bad and removes it). Other failures keep the car: a network error is not proof it is gone. The
 * fetch goes to `vehicleUrl(entry)`, by default the stock API's `/listing/{list}/vehicle/{id}`.
 */
export async function pruneSavedVehicles(
  vehicleUrl: (entry: SavedVehicle) => string = (v) =>
    `/listing/${encodeURIComponent(v.list)}/vehicle/${encodeURIComponent(v.id)}`,
  fetcher: typeof fetch = fetch,
): Promise<string[]> {
  const list = readSavedVehicles()
  const gone = new Set<string>()
  await Promise.all(
    list.map(async (entry) => {
      try {
        const res = await fetcher(vehicleUrl(entry), { headers: { accept: 'application/json' } })
        if (res.status === 404) gone.add(entry.id)
      } catch {
        // Offline or refused: keep it.
      }
    }),
  )
  if (gone.size) writeSavedVehicles(readSavedVehicles().filter((v) => !gone.has(v.id)))
  return [...gone]
}
