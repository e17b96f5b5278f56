import type { FormDefinition } from './form-definition.js'
import { queryParamValues } from './query-param-values.js'

/**
 * The values of a form's hidden fields, in this order of precedence: the page's query parameters mapped
 * by `paramsMapping` (see queryParamValues), then the block's `hiddenMapping` (field name → value; 002 §3
 * form_hidden_field_mapping), then the field's default. Only hidden fields are filled; an empty value
 * leaves the field out.
 */
export function hiddenFieldValues(
  definition: FormDefinition,
  hiddenMapping: Record<string, string>,
  paramsMapping: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
): Record<string, string> {
  const fromQuery = queryParamValues(definition, paramsMapping, query)
  const out: Record<string, string> = {}
  for (const field of definition.fields) {
    if (field.type !== 'hidden') continue
    const value = fromQuery[field.name] ?? hiddenMapping[field.name] ?? field.default
    if (value !== undefined && value !== '') out[field.name] = value.slice(0, 1000)
  }
  return out
}
