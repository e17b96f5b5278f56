import type { FacetValue, ValueFilter } from '../../../engine/stock/stock-types.js'
import { useStockListLabels } from './use-stock-list-labels.js'
import { valueLabel } from './value-label.js'

/**
 * The values of one filter as checkboxes, each with its count under the other filters. Chosen values
 * stay listed even when no vehicle has them any more, so they can be unticked.
 */
export function FacetList({
  filter,
  facets,
  selected,
  onChange,
  idPrefix,
}: {
  filter: ValueFilter
  facets: readonly FacetValue[]
  selected: readonly string[]
  onChange: (values: string[]) => void
  idPrefix: string
}) {
  const L = useStockListLabels()
  const values = [...facets]
  for (const value of selected) if (!values.some((f) => f.value === value)) values.push({ value, count: 0 })
  if (!values.length) return null
  return (
    <fieldset className="facet-list">
      <legend className="facet-list__legend">{L.filters[filter]}</legend>
      <ul className="facet-list__values">
        {values.map(({ value, count }, i) => {
          const id = `${idPrefix}-${filter}-${i}`
          const checked = selected.includes(value)
          return (
            <li key={value} className="facet-list__value">
              <input
                id={id}
                type="checkbox"
                checked={checked}
                disabled={!checked && count === 0}
                onChange={() =>
                  onChange(checked ? selected.filter((v) => v !== value) : [...selected, value])
                }
              />
              <label htmlFor={id}>
                <span>{valueLabel(value, L)}</span> <span className="facet-list__count">{`(${count})`}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
