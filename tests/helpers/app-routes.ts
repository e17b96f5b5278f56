import type { Express } from 'express'

/** One method and path the app answers, with `:name` and `*name` parameters as Express declares them. */
export interface AppRoute {
  method: string
  path: string
}

interface Layer {
  rawPath?: unknown
  route?: { path: unknown; methods: Record<string, boolean> }
  handle?: { stack?: Layer[] }
}

const joined = (prefix: string, path: string) =>
  (prefix + (path === '/' ? '' : path)).replace(/\/{2,}/g, '/') || '/'

const pathsOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw.flat(Infinity) : [raw]).filter((p): p is string => typeof p === 'string')

/**
 * Every route of an Express 5 app, read from its router stack (mounted routers included, walked with an
 * explicit stack), so a route added tomorrow is in the list without anyone writing it down. Routes behind
 * a RegExp path or a hand-written dispatcher are not visible here.
 */
export function appRoutes(app: Express): AppRoute[] {
  const routes: AppRoute[] = []
  const root = (app as unknown as { router: { stack: Layer[] } }).router
  const pending: [string, Layer[]][] = [['', root.stack]]
  while (pending.length > 0) {
    const [prefix, stack] = pending.pop()!
    for (const layer of stack) {
      if (layer.route) {
        for (const path of pathsOf(layer.route.path))
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all')
              routes.push({ method: method.toUpperCase(), path: joined(prefix, path) })
      } else if (layer.handle?.stack) {
        for (const path of pathsOf(layer.rawPath ?? '/'))
          pending.push([joined(prefix, path), layer.handle.stack])
      }
    }
  }
  const seen = new Set<string>()
  return routes.filter((r) => {
    const key = `${r.method} ${r.path}`
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

/** The route's path with parameter number `index` (from 0), called `name`, replaced by `value(name, index)`. */
export function filledPath(route: AppRoute, value: (name: string, index: number) => string): string {
  let index = 0
  return route.path
    .replace(/[{}]/g, '')
    .replace(/[:*]([A-Za-z_$][\w$]*)/g, (_m, name: string) => value(name, index++))
}

/** How many parameters the route's path has. */
export const parameterCount = (route: AppRoute) => (route.path.match(/[:*][A-Za-z_$]/g) ?? []).length
