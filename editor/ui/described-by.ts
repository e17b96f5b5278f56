/** The aria-describedby of a control with id `id`: its hint and its error, when it has them. */
export function describedBy(id: string, hint?: string | null, error?: string | null): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}
