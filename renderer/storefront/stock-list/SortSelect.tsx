import { SORT_OPTIONS, type SortOption } from '../../../engine/stock/stock-types.js'
import { useStockListLabels } from './use-stock-list-labels.js'

/** The sort options of 000 §9 as a select. */
export function SortSelect({
  value,
  onChange,
  id,
}: {
  value: SortOption
  onChange: (sort: SortOption) => void
  id: string
}) {
  const L = useStockListLabels()
  return (
    <div className="sort-select">
      <label htmlFor={id}>{L.sortLabel}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortOption)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {L.sort[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
