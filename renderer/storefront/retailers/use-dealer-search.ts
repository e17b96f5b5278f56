import { useCallback, useEffect, useRef, useState } from 'react'
import type { DealerLocatorSearch } from '../../../engine/dealers/dealer-locator-search.js'
import { dealerQueryOf } from '../../../engine/dealers/dealer-query-of.js'
import { readDealerLocatorQuery } from '../../../engine/dealers/read-dealer-locator-query.js'
import { writeDealerLocatorQuery } from '../../../engine/dealers/write-dealer-locator-query.js'
import type { DealerPage } from '../../../engine/stock/dealer-page.js'
import { dealerSearchUrl } from '../../../engine/stock/dealer-search-url.js'
import type { DealerLocatorData } from './dealer-locator-data.js'

export interface DealerSearchState {
  search: DealerLocatorSearch
  page: DealerPage
  loading: boolean
  failed: boolean
  /** Shows a new search: a new history entry, and the results fetched without a reload. */
  run(next: DealerLocatorSearch): void
  /** Opens a retailer's card (or closes it with undefined): kept in the URL, no history entry. */
  open(retailer: string | undefined): void
}

const EMPTY: DealerPage = { data: [], meta: { total: 0, page: 1, items: 0, pages: 0 } }

/** A search as the URL writes it, without the open card, to tell whether a change needs a new fetch. */
const searchKey = (search: DealerLocatorSearch) =>
  writeDealerLocatorQuery({ ...search, retailer: undefined }).toString()

/**
 * A retailer locator's search in the browser: starts from what the server rendered; a new search is
 * written to the page URL (pushState, so Back shows the previous one and the link can be shared) and
 * fetched from the dealers endpoint; opening a card only replaces the URL. A newer fetch aborts an older one.
 */
export function useDealerSearch(data: DealerLocatorData): DealerSearchState {
  const [search, setSearch] = useState(data.search)
  const [page, setPage] = useState(data.page)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const pending = useRef<AbortController | null>(null)

  const load = useCallback(
    (next: DealerLocatorSearch) => {
      pending.current?.abort()
      if (!data.endpoint) {
        console.error('Error occurred while fetching dealers: No API URL has been provided.')
        setPage(EMPTY)
        return
      }
      const controller = new AbortController()
      pending.current = controller
      setLoading(true)
      setFailed(false)
      const url = dealerSearchUrl(data.endpoint, dealerQueryOf(next, data))
      fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => {
          if (!response.ok) throw new Error(`[retailers] the dealers endpoint answered ${response.status}`)
          return response.json() as Promise<DealerPage>
        })
        .then(
          (answer) => {
            if (controller.signal.aborted) return
            setPage(answer)
            setLoading(false)
          },
          (error: unknown) => {
            if (controller.signal.aborted) return
            console.error('Error occurred while fetching dealers:', error)
            setLoading(false)
            setFailed(true)
          },
        )
    },
    [data],
  )

  const write = (next: DealerLocatorSearch, how: 'push' | 'replace') => {
    const query = writeDealerLocatorQuery(next, new URLSearchParams(window.location.search)).toString()
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
    if (how === 'push') window.history.pushState({ dealerLocator: true }, '', url)
    else window.history.replaceState(window.history.state, '', url)
  }

  const run = useCallback(
    (next: DealerLocatorSearch) => {
      const changed = searchKey(next) !== searchKey(search)
      setSearch(next)
      write(next, changed ? 'push' : 'replace')
      if (changed) load(next)
    },
    [search, load],
  )

  const open = useCallback(
    (retailer: string | undefined) => {
      const next = { ...search, retailer }
      setSearch(next)
      write(next, 'replace')
    },
    [search],
  )

  useEffect(() => {
    const onPopState = () => {
      const next = readDealerLocatorQuery(new URLSearchParams(window.location.search))
      setSearch(next)
      load(next)
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      pending.current?.abort()
    }
  }, [load])

  return { search, page, loading, failed, run, open }
}
