import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import type { RangeFilter, ValueFilter } from '../../../engine/stock/stock-types.js'
import type { StockListLabels } from './stock-list-labels.js'
import { useStockListLabels } from './use-stock-list-labels.js'
import { valueLabel } from './value-label.js'

interface Chip {
  key: string
  label: string
  remove: (state: LocatorState) => LocatorState
}

/** The chips of the shopper's own choices: the block's default values (its brand) are not the shopper's. */
function chipsOf(state: LocatorState, defaults: LocatorState, L: StockListLabels): Chip[] {
  const chips: Chip[] = []
  for (const [filter, values] of Object.entries(state.filters.values) as [ValueFilter, string[]][]) {
    for (const value of values ?? []) {
      if (defaults.filters.values[filter]?.includes(value)) continue
      chips.push({
        key: `${filter}:${value}`,
        label: `${L.filters[filter]}: ${valueLabel(value, L)}`,
        remove: (s) => {
          const rest = (s.filters.values[filter] ?? []).filter((v) => v !== value)
          const next = { ...s.filters.values, [filter]: rest }
          if (!rest.length) delete next[filter]
          return { ...s, page: 1, filters: { ...s.filters, values: next } }
        },
      })
    }
  }
  for (const [filter, bounds] of Object.entries(state.filters.ranges) as [
    RangeFilter,
    { min?: number; max?: number },
  ][]) {
    if (!bounds || (bounds.min === undefined && bounds.max === undefined)) continue
    const text = [bounds.min, bounds.max]
      .map((b) => (b === undefined ? '…' : b.toLocaleString('en')))
      .join(' – ')
    chips.push({
      key: filter,
      label: `${L.filters[filter]}: ${text}`,
      remove: (s) => {
        const next = { ...s.filters.ranges }
        delete next[filter]
        return { ...s, page: 1, filters: { ...s.filters, ranges: next } }
      },
    })
  }
  return chips
}

/** The applied filters as removable chips, and one button that resets every filter to the block's defaults. */
export function AppliedFilters({
  state,
  defaults,
  onSearch,
}: {
  state: LocatorState
  defaults: LocatorState
  onSearch: (next: LocatorState) => void
}) {
  const L = useStockListLabels()
  const chips = chipsOf(state, defaults, L)
  if (!chips.length) return null
  return (
    <div className="applied-filters">
      <ul className="applied-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="applied-filters__chip"
              onClick={() => onSearch(chip.remove(state))}
            >
              <bdi>{chip.label}</bdi>
              <span aria-hidden="true" className="applied-filters__x">
                ×
              </span>
              <span className="visually-hidden">{L.remove(chip.label)}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="applied-filters__clear"
        onClick={() => onSearch({ ...defaults, postcode: state.postcode })}
      >
        {L.clearAll}
      </button>
    </div>
  )
}
