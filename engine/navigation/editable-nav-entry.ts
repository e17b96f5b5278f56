/**
 * One entry of a site's navigation tree as the Navigation screen edits it and GET/PUT /admin/api/navigation
 * carry it (001 §3 "Navigation state": navEntries). `id` is kept for entries the site already has (the
 * breadcrumbs API names entries by id); the server gives new entries their ids.
 */
export interface EditableNavEntry {
  id: string
  title: string
  url: string
  children: EditableNavEntry[]
}

/**
 * Limits of a navigation tree (docs/decisions/045): the main navigation shows a dropdown of children, the
 * breadcrumbs go one level deeper; more than that is no menu a visitor can use.
 */
export const NAV_LIMITS = { depth: 3, entries: 300, title: 100, url: 2048, id: 100 } as const
