import { useState } from 'react'
import useSWR from 'swr'
import { useAdminClient } from './admin-client-context.js'

/** A paged list's filters: each sent as a query parameter when it is not blank. */
type Filters = Record<string, string>

/** What `usePagedList` gives its screen. */
export type PagedList<T, F extends Filters = Filters> = ReturnType<typeof usePagedList<T, F>>

/**
 * One page of an admin list (`client.page` of `path`) with the filters that choose it: `view` holds the
 * filters, the page and the page size; `filter` changes filters and goes back to the first page; `setPage`
 * turns the page. A filter is sent trimmed, and not at all when blank.
 */
export function usePagedList<T, F extends Filters>(path: string, filters: F) {
  const client = useAdminClient()
  const [view, setView] = useState({ ...filters, page: 1, items: 25 })
  const query = new URLSearchParams({ page: String(view.page), items: String(view.items) })
  for (const key of Object.keys(filters)) {
    const value = view[key]?.trim()
    if (value) query.set(key, value)
  }
  const list = useSWR(`${path}?${query}`, (p: string) => client.page<T[]>(p))
  return {
    view,
    list,
    /** Whether any filter is set: an empty page then says nothing matches, not that there is nothing. */
    filtered: Object.keys(filters).some((key) => Boolean(view[key])),
    filter: (changes: Partial<F>) => setView({ ...view, ...changes, page: 1 }),
    setPage: (page: number) => setView({ ...view, page }),
  }
}
