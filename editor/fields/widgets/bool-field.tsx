import type { WidgetProps } from '../widget-props.js'

/** An on/off switch (a checkbox with the switch role: Space toggles it). */
export function BoolField({ id, schema, value, describedBy, invalid, onChange }: WidgetProps<boolean>) {
  const checked = typeof value === 'boolean' ? value : schema.default === true
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      className="field-switch"
      checked={checked}
      aria-checked={checked}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.checked)}
    />
  )
}
