/**
 * A page document as lines of JSON for a diff: two-space indented with every object's keys sorted, so the
 * order a database or an editor happened to write keys in never shows as a change.
 */
export function documentLines(document: unknown): string[] {
  return JSON.stringify(sortKeys(document), null, 2).split('\n')
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}
