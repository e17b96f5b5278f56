import type { navEntries } from '../db/schema.js'
import type { NavEntry } from './content-store.js'

/** Rows of nav_entries (ordered by position) as a tree; an entry whose parent is missing is a top entry. */
export function navTreeOf(rows: readonly (typeof navEntries.$inferSelect)[]): NavEntry[] {
  const byId = new Map<string, NavEntry>(rows.map((r) => [r.id, { ...r, children: [] }]))
  const roots: NavEntry[] = []
  for (const entry of byId.values()) {
    const parent = entry.parentId ? byId.get(entry.parentId) : undefined
    if (parent) parent.children.push(entry)
    else roots.push(entry)
  }
  return roots
}
