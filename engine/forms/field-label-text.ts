import type { FormField } from '../../engine/forms/form-definition.js'

/**
 * A field's label as plain text for the admin screens: consent labels may hold a link as HTML, which
 * the site renders but a list or a column heading shows as words; a field without a label shows its name.
 */
export function fieldLabelText(field: Pick<FormField, 'label' | 'name'>): string {
  return field.label.replace(/<[^>]*>/g, '').trim() || field.name
}
