import type { Request } from 'express'

/** `filter[name]` as the simple query parser keeps it, or as an object from an extended parser. */
export function filterParam(query: Request['query'], name: string): unknown {
  const nested = query.filter
  if (nested && typeof nested === 'object' && !Array.isArray(nested))
    return (nested as Record<string, unknown>)[name]
  return query[`filter[${name}]`]
}
