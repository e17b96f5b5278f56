import type { FormDefinition } from './form-definition.js'

/**
 * Prefills from the page's query (002 §3 form_params_mapping: query parameter name → field name): the
 * value of each mapped parameter for the field it names, when the form has that field and, for select and
 * radio fields, the value is one of its options. `query` is a plain record (first value of each parameter),
 * so this stays free of browser APIs.
 */
export function queryParamValues(
  definition: FormDefinition,
  paramsMapping: Record<string, string>,
  query: Record<string, string | undefined>,
): Record<string, string> {
  const fields = new Map(definition.fields.map((f) => [f.name, f]))
  const out: Record<string, string> = {}
  for (const [param, fieldName] of Object.entries(paramsMapping)) {
    const field = fields.get(fieldName)
    const value = query[param]
    if (!field || value === undefined || value === '') continue
    if ((field.type === 'select' || field.type === 'radio') && !field.options?.some((o) => o.value === value))
      continue
    if (field.type === 'consent' || field.type === 'checkbox') continue
    out[fieldName] = value.slice(0, 1000)
  }
  return out
}
