import { useCallback, useEffect, useRef, useState } from 'react'
import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import { locatorUrlChange } from '../../../engine/stock-locator/locator-url-change.js'
import { plpEvent } from '../../../engine/stock-locator/plp-event.js'
import { readLocatorQuery } from '../../../engine/stock-locator/read-locator-query.js'
import type { ListingResponse, VehicleLight } from '../../../engine/stock/stock-types.js'
import { fetchLocatorListing, type LocatorResult } from './fetch-locator-listing.js'
import { pushDataLayer } from '../../html/push-data-layer.js'
import type { StockListData } from './stock-list-data.js'

export interface LocatorSearch {
  state: LocatorState
  listing: ListingResponse<VehicleLight> | null
  /** How the postcode search found its retailers, and the nearest ones when it measured distances. */
  found: Pick<LocatorResult, 'postcodeFound' | 'nearby'>
  loading: boolean
  failed: boolean
  /**
   * Shows a new search: written to the page URL (a new history entry) and fetched without a reload. The
   * search the page already shows changes nothing (no history entry, no fetch).
   */
  search(next: LocatorState): void
}

/**
 * The shopper's search on a stock locator: starts from what the server rendered, and on every change writes
 * the page URL (pushState, so Back restores the previous search: popstate reads the URL again) and fetches
 * the light listing. A newer search aborts an older fetch. Each result pushes the PLP event.
 */
export function useLocatorSearch(data: StockListData): LocatorSearch {
  const [state, setState] = useState(data.state)
  const [listing, setListing] = useState(data.listing)
  const [found, setFound] = useState<LocatorSearch['found']>({
    postcodeFound: data.postcodeFound,
    nearby: data.nearby,
  })
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const pending = useRef<AbortController | null>(null)

  const load = useCallback(
    (next: LocatorState) => {
      pending.current?.abort()
      const controller = new AbortController()
      pending.current = controller
      setLoading(true)
      setFailed(false)
      fetchLocatorListing(data, next, controller.signal).then(
        ({ listing: result, postcodeFound, nearby }) => {
          if (controller.signal.aborted) return
          setListing(result)
          setFound({ postcodeFound, nearby })
          setLoading(false)
          report(data.list, next, result)
        },
        () => {
          if (controller.signal.aborted) return
          setLoading(false)
          setFailed(true)
        },
      )
    },
    [data],
  )

  const search = useCallback(
    (next: LocatorState) => {
      const url = locatorUrlChange(window.location, next, data.defaults)
      if (url === null) return
      setState(next)
      window.history.pushState({ stockLocator: true }, '', url)
      load(next)
    },
    [data.defaults, load],
  )

  useEffect(() => {
    report(data.list, data.state, data.listing)
    const onPopState = () => {
      const next = readLocatorQuery(new URLSearchParams(window.location.search), data.defaults)
      setState(next)
      load(next)
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      pending.current?.abort()
    }
  }, [data, load])

  return { state, listing, found, loading, failed, search }
}

function report(list: string, state: LocatorState, listing: ListingResponse<VehicleLight> | null): void {
  pushDataLayer(
    plpEvent({
      list,
      state,
      total: listing?.meta.total ?? 0,
      vehicleIds: listing?.data.map((v) => v.id) ?? [],
    }),
  )
}
