import type { FormField } from './form-definition.js'

/** A label as plain words: consent labels may hold a link as HTML, which only the site's form renders. */
export function plainLabel(label: string): string {
  return label
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A field's label as plain text for lists, column headings, mails and error summaries; a field without a
 * label shows its name.
 */
export function fieldLabelText(field: Pick<FormField, 'label' | 'name'>): string {
  return plainLabel(field.label) || field.name
}
