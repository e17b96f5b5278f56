/** A dealer location as the forms API keeps it (docs/forms-api.md `Location`). */
export type FormLocation = Record<string, unknown>

/**
 * The field values a chosen location fills (002 §3 form_location_params_mapping, form_location_mapping).
 * `paramsMapping` (location attribute → query parameter) picks the location whose attributes equal the
 * page's query values, e.g. `{ "id": "dealer" }` with `?dealer=artarmon`; `fieldMapping` (form field →
 * location attribute) copies its attributes into fields. No parameter in the URL, or no location that
 * matches every mapped parameter, fills nothing.
 */
export function locationValues(
  locations: readonly FormLocation[],
  query: URLSearchParams,
  paramsMapping: Readonly<Record<string, string>> | undefined,
  fieldMapping: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const wanted = Object.entries(paramsMapping ?? {})
    .map(([attribute, parameter]) => [attribute, query.get(parameter)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== null && pair[1] !== '')
  if (!wanted.length || !fieldMapping) return {}
  const location = locations.find((candidate) =>
    wanted.every(([attribute, value]) => String(candidate[attribute] ?? '') === value),
  )
  if (!location) return {}
  const values: Record<string, string> = {}
  for (const [field, attribute] of Object.entries(fieldMapping)) {
    const value = location[attribute]
    if (typeof value === 'string' || typeof value === 'number') values[field] = String(value)
  }
  return values
}
