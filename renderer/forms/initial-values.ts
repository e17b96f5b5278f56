import type { FormDefinition, LeadAttributes } from '../../engine/forms/form-definition.js'
import { hiddenFieldValues } from '../../engine/forms/hidden-field-values.js'
import { queryParamValues } from '../../engine/forms/query-param-values.js'
import { emptyValue } from './empty-value.js'
import { fieldValue } from './field-value.js'

/** Where a form block's starting values come from, besides each field's own default. */
export interface ValueSources {
  /** form_hidden_field_mapping: hidden field name → the value it is sent with. */
  hidden?: Readonly<Record<string, string>>
  /** form_params_mapping: page query parameter → the field it fills. */
  params?: Readonly<Record<string, string>>
  /** The page's query, first value of each parameter. */
  query?: Readonly<Record<string, string | undefined>>
  /** Values from the chosen location (locationValues). */
  location?: Readonly<Record<string, string>>
}

/**
 * The values a form starts with, one per field of the definition: the field's default, then the chosen
 * location, then mapped query parameters, and for hidden fields the engine's precedence (query, block
 * mapping, default). Mapped names that are not fields of the form are left out, so a stale mapping never
 * makes the API refuse the lead.
 */
export function initialValues(definition: FormDefinition, sources: ValueSources = {}): LeadAttributes {
  const query = { ...sources.query }
  const fromQuery = queryParamValues(definition, { ...sources.params }, query)
  const hidden = hiddenFieldValues(definition, { ...sources.hidden }, { ...sources.params }, query)
  const values: LeadAttributes = {}
  for (const field of definition.fields) {
    const raw =
      field.type === 'hidden'
        ? hidden[field.name]
        : (fromQuery[field.name] ?? sources.location?.[field.name] ?? field.default)
    values[field.name] = raw === undefined || raw === '' ? emptyValue(field) : fieldValue(field, raw)
  }
  return values
}
