import type { FormField, FormStep } from '../../engine/forms/form-definition.js'
import { normalizeSteps } from './normalize-steps.js'

/** A step id no step has yet: step-1, step-2... (ids only need to be unique; titles are what shoppers see). */
function freshStepId(steps: readonly FormStep[]): string {
  const ids = new Set(steps.map((s) => s.id))
  let n = steps.length + 1
  while (ids.has(`step-${n}`)) n++
  return `step-${n}`
}

/**
 * The steps with one more, empty, at the end. A form without steps first gets a step holding every
 * visible field, so "Add step" on a one-page form makes a two-step form whose second step is to be filled.
 */
export function addStep(fields: readonly FormField[], steps: readonly FormStep[] | undefined): FormStep[] {
  const current =
    normalizeSteps(fields, steps) ?? normalizeSteps(fields, [{ id: 'step-1', title: 'Step 1', fields: [] }])!
  return [...current, { id: freshStepId(current), title: `Step ${current.length + 1}`, fields: [] }]
}
