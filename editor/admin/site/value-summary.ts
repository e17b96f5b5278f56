/** A stored value in a line of the History table: text in quotes, "(none)" for no value, JSON cut at 80. */
export function valueSummary(value: unknown): string {
  if (value === null || value === undefined) return '(none)'
  const text = typeof value === 'string' ? `“${value}”` : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
