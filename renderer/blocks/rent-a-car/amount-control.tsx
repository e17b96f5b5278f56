import { clampAmount } from '../../../engine/rent-a-car/clamp-amount.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import { ControlIcon } from '../../html/icon-svg.js'
import type { RentACarText } from './rent-a-car-text.js'

/**
 * An amount controller (002 §3: min, max): a number box between a minus and a plus button. The box takes
 * typing and the arrow keys (a native number input); the buttons are named after the extra they change.
 */
export function AmountControl({
  id,
  labelId,
  label,
  value,
  min,
  max,
  onChange,
  text,
}: {
  id: string
  labelId: string
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  text: RentACarText
}) {
  const set = (next: number) => onChange(clampAmount(next, { min, max }))
  return (
    <div className="rental-amount">
      <button
        type="button"
        className="rental-amount__button"
        aria-label={fillPlaceholders(text.remove_one, { item: label })}
        aria-controls={id}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        <ControlIcon name="minus" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="rental-amount__value"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-labelledby={labelId}
        onChange={(event) => set(Number(event.target.value))}
      />
      <button
        type="button"
        className="rental-amount__button"
        aria-label={fillPlaceholders(text.add_one, { item: label })}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        <ControlIcon name="plus" />
      </button>
    </div>
  )
}
