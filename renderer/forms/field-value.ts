import type { FormField } from '../../engine/forms/form-definition.js'

/** A text value as the field type stores it: checkbox lists are arrays, consent and lone checkboxes booleans. */
export function fieldValue(field: FormField, raw: string): string | string[] | boolean {
  if (field.type === 'consent' || (field.type === 'checkbox' && !field.options?.length))
    return raw === 'true' || raw === '1' || raw === 'on' || raw === 'yes'
  if (field.type === 'checkbox')
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
  return raw
}
