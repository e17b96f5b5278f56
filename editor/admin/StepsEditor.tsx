import { Button } from '../ui/Button.js'
import type { FormField, FormStep } from '../../engine/forms/form-definition.js'
import { addStep } from './add-step.js'
import { assignFieldToStep } from './assign-field-to-step.js'
import { removeStep } from './remove-step.js'
import { fieldLabelText } from '../../engine/forms/field-label-text.js'

/**
 * The form's steps: add, rename and remove them, and choose each field's step with a select. Every change
 * goes through the step edits, which keep the steps valid: each visible field on exactly one step (hidden
 * fields on one or none), or no steps at all (one page).
 */
export function StepsEditor({
  fields,
  steps,
  onChange,
}: {
  fields: readonly FormField[]
  steps: readonly FormStep[] | undefined
  onChange: (steps: FormStep[] | undefined) => void
}) {
  const stepOf = new Map((steps ?? []).flatMap((s, i) => s.fields.map((name) => [name, i] as const)))
  return (
    <fieldset className="steps-editor" aria-label="Steps">
      <legend>Steps</legend>
      {steps?.length ? (
        <>
          <ol className="steps-editor__steps">
            {steps.map((step, i) => (
              <li key={step.id}>
                <input
                  aria-label={`Title of step ${i + 1}`}
                  value={step.title}
                  maxLength={200}
                  onChange={(e) =>
                    onChange(steps.map((s, n) => (n === i ? { ...s, title: e.target.value } : s)))
                  }
                />
                <span className="field-row__meta">
                  {step.fields.length} field{step.fields.length === 1 ? '' : 's'}
                </span>
                <Button
                  size="small"
                  aria-label={`Remove step ${i + 1}`}
                  onClick={() => onChange(removeStep(fields, steps, i))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          <ul className="steps-editor__fields" aria-label="Step of each field">
            {fields.map((field) => (
              <li key={field.name}>
                <label>
                  {/* Labels may hold links (consents): their text only. */}
                  <span>{fieldLabelText(field)}</span>
                  <select
                    aria-label={`Step of ${field.name}`}
                    value={stepOf.get(field.name) ?? -1}
                    onChange={(e) =>
                      onChange(assignFieldToStep(fields, steps, field.name, Number(e.target.value)))
                    }
                  >
                    {field.type === 'hidden' ? (
                      <option value={-1}>None (sent with the last step)</option>
                    ) : null}
                    {steps.map((step, i) => (
                      <option key={step.id} value={i}>
                        {i + 1}. {step.title || step.id}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>One page with every field. Add a step to split the form.</p>
      )}
      <Button onClick={() => onChange(addStep(fields, steps))}>Add step</Button>
    </fieldset>
  )
}
