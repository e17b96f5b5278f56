import { COMPARE_MAX } from './saved-vehicle.js'

/**
 * The compare list (session storage "models", 000 §3) after the shopper toggles `id`: an id present is
 * removed, like saved vehicles; a new id is added at the end unless the list already holds `max` vehicles,
 * in which case the list is answered unchanged (the toggles show the list as full). Pure.
 */
export function toggleCompared(ids: readonly string[], id: string, max: number = COMPARE_MAX): string[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id)
  return ids.length >= max ? [...ids] : [...ids, id]
}
