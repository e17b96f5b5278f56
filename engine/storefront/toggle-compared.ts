/**
 * The compare list (session storage "models", 000 §3): adding an id present removes it, like saved
 * vehicles. Pure.
 */
export function toggleCompared(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
}
