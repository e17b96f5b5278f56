/**
 * Reads a mapping block field (002 §3: form_hidden_field_mapping, form_params_mapping... "JSON name to
 * value"), given as a JSON string or an object, into name → text. Invalid JSON or a non-object gives `{}`;
 * non-text values are turned into text, nested objects are dropped.
 */
export function parseMapping(value: unknown): Record<string, string> {
  let parsed = value
  if (typeof value === 'string') {
    if (!value.trim()) return {}
    try {
      parsed = JSON.parse(value)
    } catch {
      return {}
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
  const out: Record<string, string> = {}
  for (const [key, v] of Object.entries(parsed as Record<string, unknown>))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = String(v)
  return out
}
