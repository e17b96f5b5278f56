import { useState } from 'react'
import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import {
  RANGE_FILTERS,
  type FilterKey,
  type ListingFacets,
  type RangeFilter as RangeKey,
  type ValueFilter,
} from '../../../engine/stock/stock-types.js'
import { FacetList } from './FacetList.js'
import { RangeFilter } from './RangeFilter.js'
import { useStockListLabels } from './use-stock-list-labels.js'

const isRange = (key: FilterKey): key is RangeKey => (RANGE_FILTERS as readonly string[]).includes(key)

/** The filter panel: the block's filters, value lists with counts and ranges; any change goes back to page 1. */
export function FilterPanel({
  keys,
  facets,
  state,
  onSearch,
  idPrefix,
}: {
  keys: readonly FilterKey[]
  facets: ListingFacets | undefined
  state: LocatorState
  onSearch: (next: LocatorState) => void
  idPrefix: string
}) {
  const L = useStockListLabels()
  const [open, setOpen] = useState(false)
  const setValues = (filter: ValueFilter, values: string[]) => {
    const next = { ...state.filters.values }
    if (values.length) next[filter] = values
    else delete next[filter]
    onSearch({ ...state, page: 1, filters: { ...state.filters, values: next } })
  }
  const setRange = (filter: RangeKey, bounds: { min?: number; max?: number }) => {
    const next = { ...state.filters.ranges }
    if (bounds.min === undefined && bounds.max === undefined) delete next[filter]
    else next[filter] = bounds
    onSearch({ ...state, page: 1, filters: { ...state.filters, ranges: next } })
  }
  if (!keys.length) return null
  // On small screens the filters fold away behind their heading, so the results come first.
  return (
    <section
      className={`filter-panel${open ? ' filter-panel--open' : ''}`}
      aria-labelledby={`${idPrefix}-filters`}
    >
      <h2 id={`${idPrefix}-filters`} className="filter-panel__heading">
        <span className="filter-panel__title">{L.filtersHeading}</span>
        <button
          type="button"
          className="filter-panel__toggle"
          aria-expanded={open}
          aria-controls={`${idPrefix}-filter-body`}
          onClick={() => setOpen(!open)}
        >
          {L.filtersHeading}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h2>
      <div id={`${idPrefix}-filter-body`} className="filter-panel__body">
        {keys.map((key) =>
          isRange(key) ? (
            <RangeFilter
              key={key}
              filter={key}
              facet={facets?.ranges[key]}
              value={state.filters.ranges[key] ?? {}}
              onChange={(bounds) => setRange(key, bounds)}
              idPrefix={idPrefix}
            />
          ) : (
            <FacetList
              key={key}
              filter={key}
              facets={facets?.values[key] ?? []}
              selected={state.filters.values[key] ?? []}
              onChange={(values) => setValues(key, values)}
              idPrefix={idPrefix}
            />
          ),
        )}
      </div>
    </section>
  )
}
