import type { Request } from 'express'

/**
 * The route a request matched, as its pattern (`/forms/:id/leads`, `/*path`), never the raw URL, so logs group
 * by route and the metrics' label values stay few. Requests no route took (404s, fast paths) are `unmatched`;
 * a fast path may name itself in `res.locals.route`.
 */
export function routeLabel(req: Request, localsRoute: unknown): string {
  if (typeof localsRoute === 'string') return localsRoute
  const path = (req.route as { path?: unknown } | undefined)?.path
  if (path === undefined) return 'unmatched'
  return `${req.baseUrl}${Array.isArray(path) ? path.join('|') : String(path)}`
}
