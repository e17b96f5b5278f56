import type { FormDefinition, LeadAttributes } from '../../../engine/forms/form-definition.js'
import { parseMapping } from '../../../engine/forms/parse-mapping.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import { initialValues } from '../../forms/initial-values.js'

/**
 * The lead's hidden fields for an enquiry: the block's form_hidden_field_mapping with the summary's
 * placeholders filled ({pickup_date}, {vehicle}... and {summary}, the whole summary text), then the
 * engine's precedence for hidden fields (page query, mapping, the field's default). Only hidden fields.
 */
export function rentalHiddenValues(
  definition: FormDefinition,
  mapping: unknown,
  placeholders: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string>>,
): LeadAttributes {
  const filled = Object.fromEntries(
    Object.entries(parseMapping(mapping)).map(([name, value]) => [
      name,
      fillPlaceholders(value, placeholders),
    ]),
  )
  const values = initialValues(definition, { hidden: filled, query })
  const hidden: LeadAttributes = {}
  for (const field of definition.fields)
    if (field.type === 'hidden') hidden[field.name] = values[field.name] ?? ''
  return hidden
}
