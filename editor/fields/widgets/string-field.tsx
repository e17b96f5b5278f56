import { useEffect, useState } from 'react'
import { useFieldServices } from '../field-services-context.js'
import type { FormOption } from '../field-services.js'
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
  const suggestions = useSuggestions(schema['x-suggest'] === 'forms' && !multiline)
  const props = {
    id,
    value: text,
    'aria-describedby':
      [
        describedBy,
        suggestions.length && text ? `${id}-suggested` : undefined,
        max !== undefined ? `${id}-count` : undefined,
      ]
        .filter(Boolean)
        .join(' ') || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    onChange: (e: { target: { value: string } }) => onChange(emptyString(e.target.value, required)),
  }
  return (
    <>
      {multiline ? (
        <textarea className="field-input field-textarea" rows={4} {...props} />
      ) : (
        <input
          type="text"
          className="field-input"
          {...props}
          list={suggestions.length ? `${id}-suggestions` : undefined}
        />
      )}
      {suggestions.length ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </datalist>
      ) : null}
      {suggestions.length && text ? (
        <span className="field-hint" id={`${id}-suggested`}>
          {suggestions.find((s) => s.id === text)?.name ??
            'No form has this id: the page cannot be published until it names one.'}
        </span>
      ) : null}
      <LengthCounter id={`${id}-count`} length={text.length} max={max} />
    </>
  )
}

/**
 * The values a field with `x-suggest` offers (forms: the forms of /admin, by id with their names), read
 * only when the field asks for them. Typing stays free: a form made later or elsewhere is still accepted.
 */
function useSuggestions(forms: boolean): FormOption[] {
  const services = useFieldServices()
  const [found, setFound] = useState<FormOption[]>([])
  useEffect(() => {
    if (!forms) return
    let live = true
    void services.listForms().then((list) => {
      if (live) setFound(list)
    })
    return () => {
      live = false
    }
  }, [forms, services])
  return found
}

/** A one-line text input (string fields). */
export function StringField(props: WidgetProps<string>) {
  return <PlainTextField {...props} multiline={false} />
}

/** A multi-line text area (text fields), with the same length counter. */
export function TextField(props: WidgetProps<string>) {
  return <PlainTextField {...props} multiline />
}
