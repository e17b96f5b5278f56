/**
 * What browser storage holds under a key, read as a JSON list: anything missing, unreadable or not a list
 * gives an empty list (000 §5: invalid stored JSON falls back to an empty value). The entries are left
 * for the caller to check.
 */
export function parseStoredList(stored: string | null | undefined): unknown[] {
  if (!stored) return []
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return []
  }
  return Array.isArray(value) ? value : []
}
