import type { FormField } from '../../engine/forms/form-definition.js'

/** The empty value of a field type. */
export function emptyValue(field: FormField): string | string[] | boolean {
  if (field.type === 'consent' || (field.type === 'checkbox' && !field.options?.length)) return false
  if (field.type === 'checkbox') return []
  return ''
}
