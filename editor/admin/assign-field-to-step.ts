import type { FormField, FormStep } from '../../engine/forms/form-definition.js'
import { normalizeSteps } from './normalize-steps.js'

/**
 * The steps with field `name` on the step at `index` only (and off every other). `index` -1 takes a
 * hidden field off every step (it is sent with the last one); a visible field cannot be left out, so -1
 * puts it back on the last step.
 */
export function assignFieldToStep(
  fields: readonly FormField[],
  steps: readonly FormStep[] | undefined,
  name: string,
  index: number,
): FormStep[] | undefined {
  if (!steps?.length) return undefined
  const next = steps.map((s, i) => ({
    ...s,
    fields: i === index ? [...s.fields.filter((n) => n !== name), name] : s.fields.filter((n) => n !== name),
  }))
  return normalizeSteps(fields, next)
}
