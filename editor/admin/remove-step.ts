import type { FormField, FormStep } from '../../engine/forms/form-definition.js'
import { normalizeSteps } from './normalize-steps.js'

/**
 * The steps without the one at `index`; its fields move to the step before it (the first step's to the
 * next one), so no field is lost. Removing the only step answers undefined: a one-page form.
 */
export function removeStep(
  fields: readonly FormField[],
  steps: readonly FormStep[] | undefined,
  index: number,
): FormStep[] | undefined {
  if (!steps || index < 0 || index >= steps.length) return normalizeSteps(fields, steps)
  if (steps.length === 1) return undefined
  const heir = index === 0 ? 1 : index - 1
  const next = steps.map((s, i) =>
    i === heir ? { ...s, fields: [...s.fields, ...steps[index]!.fields] } : s,
  )
  return normalizeSteps(
    fields,
    next.filter((_, i) => i !== index),
  )
}
