import type { Request } from 'express'

/**
 * Starts watching which route `req` matches and answers a function that tells it as Express's pattern with
 * its mount path (`/forms/:id/leads`), never the raw URL, so log groups and metric labels stay few whatever
 * clients ask for. The mount path is taken when Express sets req.route: by the time the response ends, a
 * handler that threw has left its router and req.baseUrl no longer says where it was mounted. `unmatched`
 * when no route took the request (404s, static files); a fast path may name itself in `res.locals.route`.
 */
export function routeLabel(req: Request, locals: Record<string, unknown>): () => string {
  let label = 'unmatched'
  let route: unknown
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value
      const path = value?.path
      if (typeof path === 'string') label = req.baseUrl + path
      else if (Array.isArray(path)) label = path.map((p) => req.baseUrl + String(p)).join('|')
    },
  })
  return () => (typeof locals.route === 'string' ? locals.route : label)
}
