import { useSyncedDraft } from '../use-synced-draft.js'
import type { WidgetProps } from '../widget-props.js'

/**
 * A number input with the schema's minimum, maximum and whole-number step. The typed text is kept as a
 * draft, so "1." or "-" survive until they mean a number; an empty input removes the value.
 */
export function NumberField({
  id,
  schema,
  value,
  required,
  describedBy,
  invalid,
  onChange,
}: WidgetProps<number>) {
  const integer = schema.type === 'integer'
  const formatted = typeof value === 'number' ? String(value) : ''
  const [draft, setDraft] = useSyncedDraft(formatted, (text) => parse(text) === value)
  return (
    <input
      id={id}
      type="number"
      className="field-input field-number"
      inputMode={integer ? 'numeric' : 'decimal'}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      step={integer ? 1 : 'any'}
      value={draft}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onChange={(e) => {
        const text = e.target.value
        setDraft(text)
        const parsed = parse(text)
        // A half-typed number dispatches nothing: the last real value stays until the text means one.
        if (text.trim() === '') onChange(undefined)
        else if (parsed !== undefined) onChange(parsed)
      }}
    />
  )
}

function parse(text: string): number | undefined {
  if (text.trim() === '') return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}
