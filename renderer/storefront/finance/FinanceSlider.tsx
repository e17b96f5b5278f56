import { useState } from 'react'
import { clampFinanceInput } from '../../../engine/finance/clamp-finance-input.js'
import type { FinanceInput } from '../../../engine/finance/finance-input-config.js'

/**
 * One finance input as a range slider with a typed number field beside it (the alternative for keyboards
 * and exact figures), shared by the vehicle page's mini calculator and the finance calculator block. The
 * typed field keeps what the shopper types until it leaves the field; then the value is held to the range
 * and snapped to the interval. `id` is the island's own (from a block or vehicle id): an island hydrates as
 * its own root, so useId() would not match the server's.
 */
export function FinanceSlider({
  id,
  label,
  unit,
  input,
  value,
  onChange,
}: {
  id: string
  label: string
  /** The unit as the shopper reads it ("%", "years", "$"). */
  unit: string
  input: FinanceInput
  value: number
  onChange: (value: number) => void
}) {
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <div className="finance-input">
      <label htmlFor={`${id}-range`}>{label}</label>
      <div className="finance-input__controls">
        <input
          id={`${id}-range`}
          type="range"
          min={input.min}
          max={input.max}
          step={input.interval}
          value={value}
          aria-valuetext={`${value} ${unit}`}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <span className="finance-input__typed">
          <input
            type="number"
            inputMode="decimal"
            aria-label={`${label} (${unit})`}
            min={input.min}
            max={input.max}
            step={input.interval}
            value={typed ?? String(value)}
            onChange={(e) => setTyped(e.target.value)}
            onBlur={() => {
              if (typed !== null) onChange(clampFinanceInput(Number(typed), input))
              setTyped(null)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') (e.target as HTMLInputElement).blur()
            }}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      </div>
    </div>
  )
}
