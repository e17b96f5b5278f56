/**
 * The first text of a group item ("Specifications" for a tab, "Defender" for an info-system option), so a
 * collapsed list, an outline slot and a "Move into…" choice read as the editor named the item; null when
 * the item has no text yet.
 */
export function itemSummary(entry: unknown): string | null {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null
  for (const v of Object.values(entry))
    if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 60)
  return null
}
