import { useFormValue } from '../form-value-context.js'
import { hideableFields, unknownHiddenNames } from '../hideable-fields.js'
import type { WidgetProps } from '../widget-props.js'

/**
 * hidden_fields as a checklist (docs/decisions/057): the block's fields by their titles, grouped like the
 * form, each checkbox storing the field's name. Names the form no longer has stay listed with a Remove
 * button, so nothing stored disappears unseen.
 */
export function HiddenFieldsField({ id, schema, value, describedBy, onChange }: WidgetProps<unknown>) {
  const form = useFormValue()
  const stored = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  const sections = form ? hideableFields(form.schema, schema) : []
  const unknown = unknownHiddenNames(sections, stored)
  const set = (name: string, hidden: boolean) =>
    onChange(hidden ? [...stored.filter((n) => n !== name), name] : stored.filter((n) => n !== name))

  return (
    <div id={id} className="field-hidden-fields">
      {sections.map((section, s) => (
        <fieldset key={section.title ?? ''} className="field-checklist">
          <legend>{section.title === null ? 'The block’s fields' : `Each item of ${section.title}`}</legend>
          {section.fields.map((field) => {
            const box = `${id}-${s}-${field.name.replace(/[^A-Za-z0-9_-]/g, '_')}`
            return (
              <span key={field.name} className="field-check">
                <input
                  id={box}
                  type="checkbox"
                  value={field.name}
                  checked={stored.includes(field.name)}
                  aria-describedby={describedBy}
                  onChange={(e) => set(field.name, e.target.checked)}
                />
                <label htmlFor={box}>{field.title}</label>
              </span>
            )
          })}
        </fieldset>
      ))}
      {unknown.length > 0 ? (
        <div className="field-checklist field-hidden-unknown">
          <p className="field-hint">Stored, but no longer a field of this block:</p>
          <ul>
            {unknown.map((name) => (
              <li key={name}>
                <code>{name}</code>{' '}
                <button
                  type="button"
                  className="field-button field-button-danger"
                  aria-label={`Remove ${name} from the hidden fields`}
                  onClick={() => onChange(stored.filter((n) => n !== name))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
