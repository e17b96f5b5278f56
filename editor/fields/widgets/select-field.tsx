import type { WidgetProps } from '../widget-props.js'

const NONE = '\u0000none'

/**
 * A select of the schema's enum, in enum order, labelled by x-options. An optional field without a default
 * can be left unset; a stored value outside the enum is shown as it is, so the error beside it makes sense.
 * Enums of numbers (a redirect's HTTP status) keep their numbers: the option's text maps back to its value.
 */
export function SelectField({
  id,
  schema,
  value,
  required,
  describedBy,
  invalid,
  onChange,
}: WidgetProps<string | number>) {
  const values = schema.enum ?? []
  const options = values.map(String)
  const labels = (schema['x-options'] ?? {}) as Record<string, string>
  const unsettable = !required && !('default' in schema)
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  const unknown = current !== undefined && !options.includes(current)
  const valueOf = (text: string) => (values.find((v) => String(v) === text) as string | number) ?? text
  return (
    <select
      id={id}
      className="field-input field-select"
      value={current ?? NONE}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onChange={(e) => onChange(e.target.value === NONE ? undefined : valueOf(e.target.value))}
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
