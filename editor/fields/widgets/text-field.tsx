import type { WidgetProps } from '../widget-props.js'
import { emptyString } from './empty-string.js'
import { LengthCounter } from './length-counter.js'

/** A multi-line text area, with the same length counter as a string field. */
export function TextField({
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
      <textarea
        id={id}
        className="field-input field-textarea"
        rows={4}
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
