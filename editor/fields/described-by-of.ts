/** The aria-describedby of a field's widget: its help text and its errors, when it has them. */
export function describedByOf(id: string, hasHelp: boolean, hasErrors: boolean): string | undefined {
  const ids = [hasHelp ? `${id}-help` : null, hasErrors ? `${id}-errors` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
