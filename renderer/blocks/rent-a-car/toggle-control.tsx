import type { RentACarText } from './rent-a-car-text.js'

/**
 * A toggler controller (002 §3: labels for off and on): a switch that shows the label of its state, so
 * sighted shoppers and screen readers (role switch, checked or not) read the same choice.
 */
export function ToggleControl({
  id,
  labelId,
  value,
  labels,
  onChange,
  text,
}: {
  id: string
  labelId: string
  value: boolean
  labels?: readonly string[]
  onChange: (value: boolean) => void
  text: RentACarText
}) {
  const off = labels?.[0] || text.toggle_off
  const on = labels?.[1] || text.toggle_on
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={value}
      aria-labelledby={labelId}
      aria-describedby={`${id}-state`}
      className="rental-toggle"
      onClick={() => onChange(!value)}
    >
      <span className="rental-toggle__track" aria-hidden="true">
        <span className="rental-toggle__thumb" />
      </span>
      <span className="rental-toggle__state" id={`${id}-state`}>
        {value ? on : off}
      </span>
    </button>
  )
}
