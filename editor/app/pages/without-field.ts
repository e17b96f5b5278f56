/** A form's errors without the one of a field just changed (the others stay until the next submit). */
export function withoutField(errors: Record<string, string>, field: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field))
}
