import { Button } from '../ui/Button.js'
import { FORM_FIELD_TYPES, type FormField, type FormFieldRules } from '../../engine/forms/form-definition.js'

const WITH_OPTIONS = new Set(['select', 'radio', 'checkbox'])

/** Options as the editor types them: one per line, `value|label` (or just the value). */
function optionsText(field: FormField): string {
  return (field.options ?? [])
    .map((o) => (o.label === o.value ? o.value : `${o.value}|${o.label}`))
    .join('\n')
}

function parseOptions(text: string): FormField['options'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = '', ...label] = line.split('|')
      return { value: value.trim(), label: (label.join('|') || value).trim() }
    })
}

function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text)
}

/** The settings of one field: type, name, label, texts, options, rules and width. */
export function FieldEditor({
  field,
  onChange,
  onRemove,
}: {
  field: FormField
  onChange: (field: FormField) => void
  onRemove: () => void
}) {
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch })
  const setRule = (rule: keyof FormFieldRules, value: boolean | number | undefined) => {
    const rules: FormFieldRules = { ...field.rules, [rule]: value }
    if (value === undefined || value === false) delete rules[rule]
    set({ rules: Object.keys(rules).length ? rules : undefined })
  }
  return (
    <fieldset className="field-editor" aria-label={`Field ${field.name}`}>
      <legend>Field settings</legend>
      <label>
        Type
        <select value={field.type} onChange={(e) => set({ type: e.target.value as FormField['type'] })}>
          {FORM_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label>
        Name
        <input
          value={field.name}
          pattern="[a-z][a-z0-9_]*"
          onChange={(e) => set({ name: e.target.value })}
          aria-describedby="field-name-help"
        />
      </label>
      <p id="field-name-help" className="admin-help">
        The lead attribute: lower-case letters, digits and _, starting with a letter.
      </p>
      <label>
        Label
        <textarea
          rows={field.type === 'consent' ? 3 : 1}
          value={field.label}
          onChange={(e) => set({ label: e.target.value })}
        />
      </label>
      <label>
        Placeholder
        <input
          value={field.placeholder ?? ''}
          onChange={(e) => set({ placeholder: e.target.value || undefined })}
        />
      </label>
      <label>
        Help text
        <input value={field.help ?? ''} onChange={(e) => set({ help: e.target.value || undefined })} />
      </label>
      <label>
        Default value
        <input value={field.default ?? ''} onChange={(e) => set({ default: e.target.value || undefined })} />
      </label>
      {WITH_OPTIONS.has(field.type) ? (
        <label>
          Options (one per line: value|label)
          <textarea
            rows={5}
            defaultValue={optionsText(field)}
            onBlur={(e) => set({ options: parseOptions(e.target.value) })}
          />
        </label>
      ) : null}
      <fieldset className="field-editor__rules">
        <legend>Rules</legend>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={field.rules?.required ?? false}
            onChange={(e) => setRule('required', e.target.checked)}
          />
          Required
        </label>
        <label>
          Min
          <input
            type="number"
            value={field.rules?.min ?? ''}
            onChange={(e) => setRule('min', numberOrUndefined(e.target.value))}
          />
        </label>
        <label>
          Size
          <input
            type="number"
            min={1}
            value={field.rules?.size ?? ''}
            onChange={(e) => setRule('size', numberOrUndefined(e.target.value))}
          />
        </label>
        <label>
          Max
          <input
            type="number"
            value={field.rules?.max ?? ''}
            onChange={(e) => setRule('max', numberOrUndefined(e.target.value))}
          />
        </label>
      </fieldset>
      <label>
        Width
        <select
          value={field.width ?? 'full'}
          onChange={(e) => set({ width: e.target.value as 'full' | 'half' })}
        >
          <option value="full">Full</option>
          <option value="half">Half (pairs up in two-column forms)</option>
        </select>
      </label>
      <Button variant="danger" onClick={onRemove}>
        Remove field
      </Button>
    </fieldset>
  )
}
