import type { PageSummary } from '../admin-client.js'

/** A page in a site's tree, in the order the tree shows it. */
export interface PageTreeRow {
  page: PageSummary
  /** 0 for a page with no parent page (the home page, or a page whose ancestors do not exist). */
  depth: number
  parentId: string | null
  childCount: number
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/**
 * One site's pages as a tree by path: a page's parent is the nearest page whose path is a prefix of its own
 * by whole segments (/offers for /offers/winter, else / for any page), so a missing middle level does not
 * hide a page. Siblings sort by path; children come right after their parent.
 */
export function pageTree(pages: readonly PageSummary[]): PageTreeRow[] {
  const byPath = new Map(pages.map((p) => [p.path, p]))
  const parentOf = (page: PageSummary): PageSummary | null => {
    const segments = segmentsOf(page.path)
    for (let keep = segments.length - 1; keep >= 0; keep--) {
      const parent = byPath.get(`/${segments.slice(0, keep).join('/')}`)
      if (parent && parent !== page) return parent
    }
    return null
  }
  const children = new Map<string | null, PageSummary[]>()
  const parents = new Map<string, string | null>()
  for (const page of pages) {
    const parentId = parentOf(page)?.id ?? null
    parents.set(page.id, parentId)
    children.set(parentId, [...(children.get(parentId) ?? []), page])
  }
  const rows: PageTreeRow[] = []
  const walk = (parentId: string | null, depth: number) => {
    const list = [...(children.get(parentId) ?? [])].sort((a, b) => a.path.localeCompare(b.path))
    for (const page of list) {
      rows.push({ page, depth, parentId, childCount: children.get(page.id)?.length ?? 0 })
      walk(page.id, depth + 1)
    }
  }
  walk(null, 0)
  return rows
}
