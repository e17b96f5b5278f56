import type { WidgetProps } from '../widget-props.js'
import { emptyString } from './empty-string.js'
import { LengthCounter } from './length-counter.js'

/** A one-line text input. maxLength is shown as a counter, not enforced, so a paste is never cut silently. */
export function StringField({
  id,
  schema,
  value,
  required,
  describedBy,
  invalid,
  onChange,
}: WidgetProps<string>) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined
  const text = typeof value === 'string' ? value : ''
  return (
    <>
      <input
        id={id}
        type="text"
        className="field-input"
        value={text}
        aria-describedby={
          [describedBy, max !== undefined ? `${id}-count` : undefined].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        onChange={(e) => onChange(emptyString(e.target.value, required))}
      />
      <LengthCounter id={`${id}-count`} length={text.length} max={max} />
    </>
  )
}
