import type { WidgetProps } from '../widget-props.js'

const NONE = '\u0000none'

/**
 * A select of the schema's enum, in enum order, labelled by x-options. An optional field without a default
 * can be left unset; a stored value outside the enum is shown as it is, so the error beside it makes sense.
 */
export function SelectField({
  id,
  schema,
  value,
  required,
  describedBy,
  invalid,
  onChange,
}: WidgetProps<string>) {
  const options = (schema.enum ?? []).map(String)
  const labels = (schema['x-options'] ?? {}) as Record<string, string>
  const unsettable = !required && !('default' in schema)
  const current = typeof value === 'string' ? value : undefined
  const unknown = current !== undefined && !options.includes(current)
  return (
    <select
      id={id}
      className="field-input field-select"
      value={current ?? NONE}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onChange={(e) => onChange(e.target.value === NONE ? undefined : e.target.value)}
    >
      {unsettable || current === undefined ? <option value={NONE}>(not set)</option> : null}
      {unknown ? <option value={current}>{current} (not allowed)</option> : null}
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option] ?? option}
        </option>
      ))}
    </select>
  )
}
