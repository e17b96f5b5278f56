import { useEffect, useState, type FormEvent } from 'react'
import type { FacetRange, RangeFilter as RangeKey } from '../../../engine/stock/stock-types.js'
import { useStockListLabels } from './use-stock-list-labels.js'

type Bounds = { min?: number; max?: number }

const toNumber = (text: string): number | undefined => {
  if (text.trim() === '') return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}

/**
 * A range filter: a slider for each bound with a typed number input beside it (the keyboard and screen
 * reader alternative), applied together with the Apply button. The sliders span the facet's smallest and
 * largest value; a typed value may go beyond. Bounds below 0 are dropped when the URL is written.
 */
export function RangeFilter({
  filter,
  facet,
  value,
  onChange,
  idPrefix,
}: {
  filter: RangeKey
  facet: FacetRange | undefined
  value: Bounds
  onChange: (bounds: Bounds) => void
  idPrefix: string
}) {
  const L = useStockListLabels()
  const [min, setMin] = useState(value.min === undefined ? '' : String(value.min))
  const [max, setMax] = useState(value.max === undefined ? '' : String(value.max))
  useEffect(() => {
    setMin(value.min === undefined ? '' : String(value.min))
    setMax(value.max === undefined ? '' : String(value.max))
  }, [value.min, value.max])
  const low = facet?.min ?? 0
  const high = Math.max(facet?.max ?? 0, low)
  const step = high - low > 10_000 ? 500 : 1
  const label = L.filters[filter]
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onChange({ min: toNumber(min), max: toNumber(max) })
  }
  const id = `${idPrefix}-${filter}`
  return (
    <form className="range-filter" onSubmit={apply} aria-labelledby={`${id}-legend`}>
      <div id={`${id}-legend`} className="facet-list__legend">
        {label}
      </div>
      {(
        [
          ['min', L.from, min, setMin, low],
          ['max', L.to, max, setMax, high],
        ] as const
      ).map(([side, sideLabel, text, setText, fallback]) => (
        <div key={side} className="range-filter__bound">
          <label htmlFor={`${id}-${side}`}>{sideLabel}</label>
          <input
            type="range"
            min={low}
            max={high}
            step={step}
            value={toNumber(text) ?? fallback}
            aria-label={`${label}: ${sideLabel}`}
            onChange={(event) => setText(event.target.value)}
            disabled={high <= low}
          />
          <input
            id={`${id}-${side}`}
            className="range-filter__number"
            type="number"
            inputMode="numeric"
            min={0}
            value={text}
            placeholder={String(fallback)}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ))}
      <button type="submit" className="button button--secondary range-filter__apply">
        {L.apply}
        <span className="visually-hidden"> {label}</span>
      </button>
    </form>
  )
}
