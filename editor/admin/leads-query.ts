/**
 * The leads list's view: page, page size, sort, the created_at date filter (ISO dates, inclusive) and the
 * site (a key, "" for every site the admin may see).
 */
export interface LeadsView {
  page: number
  items: number
  sort: 'created_at' | '-created_at'
  from: string
  to: string
  site: string
}

/** The query string of `GET /forms/{id}/leads` for a view (001 §7: items, page, filter[...], sort; site). */
export function leadsQuery(view: LeadsView): string {
  const params = new URLSearchParams({ items: String(view.items), page: String(view.page), sort: view.sort })
  if (view.from) params.set('filter[created_at_gteq]', view.from)
  if (view.to) params.set('filter[created_at_lteq]', view.to)
  if (view.site) params.set('site', view.site)
  return params.toString()
}
