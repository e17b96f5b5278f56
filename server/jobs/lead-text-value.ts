/** A lead attribute as one line of text (lists joined with "; ", consent as Yes/No or the given words). */
export function leadTextValue(
  value: unknown,
  words: { yes: string; no: string } = { yes: 'Yes', no: 'No' },
): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(String).join('; ')
  if (typeof value === 'boolean') return value ? words.yes : words.no
  return String(value)
}
