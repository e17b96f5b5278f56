import type { FormStep } from '../../engine/forms/form-definition.js'

/** The steps with field `from` called `to`, so renaming a field keeps it on its step. */
export function renameFieldInSteps(
  steps: readonly FormStep[] | undefined,
  from: string,
  to: string,
): FormStep[] | undefined {
  if (!steps || from === to) return steps?.map((s) => ({ ...s }))
  return steps.map((s) => ({ ...s, fields: s.fields.map((n) => (n === from ? to : n)) }))
}
