import { useState } from 'react'
import useSWR from 'swr'
import { useAdminClient } from './admin-client-context.js'

/** A paged list's filters: each sent as a query parameter when it is not blank. */
type Filters = Record<string, string>

/** A paged list's view: its filters, the page and the page size. */
type PagedView<F extends Filters> = F & { page: number; items: number }

/** What `usePagedList` gives its screen. */
export type PagedList<T, F extends Filters = Filters> = ReturnType<typeof usePagedList<T, F>>

/** The query of a view: page and page size, then each filter of `keys` trimmed, and not at all when blank. */
export function pagedQuery<K extends string>(
  view: { page: number; items: number } & Record<K, string>,
  keys: readonly K[],
): string {
  const query = new URLSearchParams({ page: String(view.page), items: String(view.items) })
  for (const key of keys) {
    const value = view[key]?.trim()
    if (value) query.set(key, value)
  }
  return query.toString()
}

/**
 * One page of an admin list (`client.page` of `path`) with the filters that choose it: `view` holds the
 * filters, the page and the page size; `filter` changes filters or the page size and goes back to the first
 * page; `setPage` turns the page.
 */
export function usePagedList<T, F extends Filters>(path: string, filters: F) {
  const client = useAdminClient()
  const [view, setView] = useState<PagedView<F>>({ ...filters, page: 1, items: 25 })
  const list = useSWR(
    `${path}?${pagedQuery(view, Object.keys(filters) as (keyof F & string)[])}`,
    (p: string) => client.page<T[]>(p),
  )
  return {
    view,
    list,
    /** Whether any filter is set: an empty page then says nothing matches, not that there is nothing. */
    filtered: Object.keys(filters).some((key) => Boolean(view[key])),
    filter: (changes: Partial<F> & { items?: number }) => setView({ ...view, ...changes, page: 1 }),
    setPage: (page: number) => setView({ ...view, page }),
  }
}
