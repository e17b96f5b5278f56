import type { FormDefinition } from './form-definition.js'

/**
 * What the schema cannot say about a definition that already matches FORM_DEFINITION_SCHEMA: field names
 * unique, options where the type needs them, sane rules, steps naming each field once, and the confirmation
 * mail's email field. Answers `{ path, message }` with JSON pointer paths; empty when the form is usable.
 */
export function formDefinitionErrors(definition: FormDefinition): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = []
  const names = new Map<string, string>()
  definition.fields.forEach((field, i) => {
    const path = `/fields/${i}`
    if (names.has(field.name)) errors.push({ path: `${path}/name`, message: `"${field.name}" is used twice` })
    names.set(field.name, field.type)
    const needsOptions = field.type === 'select' || field.type === 'radio'
    if (needsOptions && !field.options?.length)
      errors.push({ path: `${path}/options`, message: `a ${field.type} field needs at least one option` })
    const values = (field.options ?? []).map((o) => o.value)
    if (new Set(values).size !== values.length)
      errors.push({ path: `${path}/options`, message: 'option values must be unique' })
    const { min, max, size } = field.rules ?? {}
    if (min !== undefined && max !== undefined && min > max)
      errors.push({ path: `${path}/rules`, message: 'min is larger than max' })
    if (size !== undefined && max !== undefined && size > max)
      errors.push({ path: `${path}/rules`, message: 'size is larger than max' })
  })
  const placed = new Set<string>()
  definition.steps?.forEach((step, i) =>
    step.fields.forEach((name, j) => {
      const path = `/steps/${i}/fields/${j}`
      if (!names.has(name)) errors.push({ path, message: `"${name}" is not a field of this form` })
      else if (placed.has(name)) errors.push({ path, message: `"${name}" is on more than one step` })
      placed.add(name)
    }),
  )
  const stepIds = (definition.steps ?? []).map((s) => s.id)
  if (new Set(stepIds).size !== stepIds.length)
    errors.push({ path: '/steps', message: 'step ids must be unique' })
  const { confirmations } = definition.settings
  if (confirmations.enabled && names.get(confirmations.email_field) !== 'email')
    errors.push({
      path: '/settings/confirmations/email_field',
      message: `"${confirmations.email_field}" is not an email field of this form`,
    })
  return errors
}
