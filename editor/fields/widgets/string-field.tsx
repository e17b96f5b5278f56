import type { WidgetProps } from '../widget-props.js'
import { emptyString } from './empty-string.js'
import { LengthCounter } from './length-counter.js'

/**
 * A text input, one line or (`multiline`) a text area. maxLength is shown as a counter, not enforced, so
 * a paste is never cut silently.
 */
function PlainTextField({
  id,
  schema,
  value,
  required,
  describedBy,
  invalid,
  onChange,
  multiline,
}: WidgetProps<string> & { multiline: boolean }) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined
  const text = typeof value === 'string' ? value : ''
  const props = {
    id,
    value: text,
    'aria-describedby':
      [describedBy, max !== undefined ? `${id}-count` : undefined].filter(Boolean).join(' ') || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    onChange: (e: { target: { value: string } }) => onChange(emptyString(e.target.value, required)),
  }
  return (
    <>
      {multiline ? (
        <textarea className="field-input field-textarea" rows={4} {...props} />
      ) : (
        <input type="text" className="field-input" {...props} />
      )}
      <LengthCounter id={`${id}-count`} length={text.length} max={max} />
    </>
  )
}

/** A one-line text input (string fields). */
export function StringField(props: WidgetProps<string>) {
  return <PlainTextField {...props} multiline={false} />
}

/** A multi-line text area (text fields), with the same length counter. */
export function TextField(props: WidgetProps<string>) {
  return <PlainTextField {...props} multiline />
}
