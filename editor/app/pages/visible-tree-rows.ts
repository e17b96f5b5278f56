import type { PageTreeRow } from './page-tree.js'

/**
 * The rows a tree shows. With a filter (search or status), each matching page and the pages above it, open
 * whatever was collapsed, so a match is never hidden; without one, every row not under a collapsed page.
 */
export function visibleTreeRows(
  rows: readonly PageTreeRow[],
  options: { matches?: (row: PageTreeRow) => boolean; collapsed: ReadonlySet<string> },
): PageTreeRow[] {
  const byId = new Map(rows.map((r) => [r.page.id, r]))
  const ancestors = (row: PageTreeRow): string[] => {
    const list: string[] = []
    for (let id = row.parentId; id !== null; id = byId.get(id)?.parentId ?? null) list.push(id)
    return list
  }
  const { matches } = options
  if (matches) {
    const shown = new Set<string>()
    for (const row of rows)
      if (matches(row)) {
        shown.add(row.page.id)
        for (const id of ancestors(row)) shown.add(id)
      }
    return rows.filter((r) => shown.has(r.page.id))
  }
  return rows.filter((row) => !ancestors(row).some((id) => options.collapsed.has(id)))
}
