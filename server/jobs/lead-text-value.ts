/** A lead attribute as one line of text (lists joined with "; ", consent as Yes/No). */
export function leadTextValue(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(String).join('; ')
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}
