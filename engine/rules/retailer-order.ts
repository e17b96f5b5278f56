/** A retailer of the footer picker, as the market retailers API answers. */
export interface FooterRetailer {
  id: string
  name: string
  /** The retailer's own website, which the picker's submit link opens in a new tab. */
  url?: string
  position?: number
  tag_class?: string
}

/**
 * The footer retailers in display order and the one chosen at first (000 §4): sorted by position (those
 * without one last, then by name), the first whose tag_class contains "sales" preselected, else the first.
 */
export function orderRetailers<R extends FooterRetailer>(
  retailers: readonly R[],
): { retailers: R[]; preselectedId: string | null } {
  const sorted = [...retailers].sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  )
  const preselected = sorted.find((r) => (r.tag_class ?? '').toLowerCase().includes('sales')) ?? sorted[0]
  return { retailers: sorted, preselectedId: preselected?.id ?? null }
}
