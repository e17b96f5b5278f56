import type { FormField, FormStep } from '../../engine/forms/form-definition.js'

/**
 * Steps made valid for `fields` (what the server's formDefinitionErrors asks): names that are no field
 * dropped, a field on two steps kept on the first, every visible field on exactly one step (one left out
 * goes to the last step), each step's fields in the order of the field list. Hidden fields may stay off
 * every step: the form sends them with the last step. No steps (or an empty list) answers undefined: one
 * page with every field.
 */
export function normalizeSteps(
  fields: readonly FormField[],
  steps: readonly FormStep[] | undefined,
): FormStep[] | undefined {
  if (!steps?.length) return undefined
  const order = new Map(fields.map((f, i) => [f.name, i]))
  const placed = new Set<string>()
  const next = steps.map((step) => ({
    ...step,
    fields: step.fields.filter((name) => {
      if (!order.has(name) || placed.has(name)) return false
      placed.add(name)
      return true
    }),
  }))
  const left = fields.filter((f) => f.type !== 'hidden' && !placed.has(f.name)).map((f) => f.name)
  next[next.length - 1]!.fields.push(...left)
  for (const step of next) step.fields.sort((a, b) => order.get(a)! - order.get(b)!)
  return next
}
