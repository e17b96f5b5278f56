import type { LocatorState } from './locator-state.js'
import { postcodeSearchMode } from './postcode-search-mode.js'

/** Analytics source of a stock list (000 §4): new is NVL, approved is AVL, used has none. */
const SOURCES: Record<string, 'NVL' | 'AVL'> = { new: 'NVL', approved: 'AVL' }

/**
 * The listing page (PLP) event pushed to the data layer (000 §1 "event categories") when a stock
 * locator shows a result: which list (source NVL for new, AVL for approved, null for used), the filters
 * applied, sort, page, the result count and the ids on the page, and the postcode search mode.
 */
export function plpEvent(input: {
  list: string
  state: LocatorState
  total: number
  vehicleIds: readonly string[]
}): Record<string, unknown> {
  const { list, state } = input
  const filters: Record<string, unknown> = {}
  for (const [key, values] of Object.entries(state.filters.values)) if (values?.length) filters[key] = values
  for (const [key, bounds] of Object.entries(state.filters.ranges)) {
    if (bounds && (bounds.min !== undefined || bounds.max !== undefined)) filters[key] = bounds
  }
  return {
    event: 'plp_view',
    event_category: 'PLP',
    page_kind: 'plp',
    list,
    source: SOURCES[list] ?? null,
    filters,
    sort: state.sort,
    page: state.page,
    results: input.total,
    vehicle_ids: [...input.vehicleIds],
    postcode_search: postcodeSearchMode(state.postcode),
  }
}
