import { fieldValueLabel } from '../../engine/forms/field-value-label.js'
import type { FormDefinition } from '../../engine/forms/form-definition.js'
import { fieldLabelText } from '../../engine/forms/field-label-text.js'
import type { Lead } from './form-types.js'
import { leadValueText } from './lead-value-text.js'

export interface LeadRow {
  /** The attribute's name (what exports and the CRM get). */
  name: string
  /** What the editor reads: the field's label, or the name of an attribute the form no longer has. */
  label: string
  text: string
}

/**
 * A lead's attributes in the form's field order, labelled as the form labels them, with chosen options
 * shown by their labels ("Discovery Sport", not "discovery_sport"); attributes of fields since removed
 * from the form follow under their names. Without the definition (still loading), names in stored order.
 */
export function leadRows(definition: FormDefinition | undefined, attributes: Lead['attributes']): LeadRow[] {
  const rows: LeadRow[] = []
  const shown = new Set<string>()
  for (const field of definition?.fields ?? []) {
    if (!(field.name in attributes)) continue
    shown.add(field.name)
    const text = leadValueText(fieldValueLabel(field, attributes[field.name]))
    rows.push({ name: field.name, label: fieldLabelText(field), text })
  }
  for (const [name, value] of Object.entries(attributes))
    if (!shown.has(name)) rows.push({ name, label: name, text: leadValueText(value) })
  return rows
}
