import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRoutes, filledPath, type AppRoute } from '../helpers/app-routes.js'
import { signedInEditor } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The database goes away under a running app: every route the app declares (walked from its router stack,
// the admin API signed in as an admin with the CSRF token) answers 503 with Retry-After where it needs the
// database, and never another 5xx. database-errors.test.ts maps each kind of database error; this is the
// whole app at once.

let t: TestApp
let admin: ReturnType<typeof request.agent>
let csrf: string
let routes: AppRoute[]

beforeAll(async () => {
  t = await startTestApp({ auth: true, forms: { worker: false } })
  const signedIn = await signedInEditor(t.origin as string, 'admin')
  admin = signedIn.b.agent
  csrf = signedIn.csrf
  routes = appRoutes(t.app)
  await t.database.close()
})
afterAll(() => t.close().catch(() => {}))

const VALUES: Record<string, string> = { locale: 'en', list: 'new', lists: 'new', path: 'contact-us' }

/** Route families (the first path segment) where every route reads the database: each must answer 503. */
const DATABASE_FAMILIES = ['admin', 'forms', 'buy_online', 'public_api', 'listing', 'vehicles', 'dealers']

describe('every route while the database is away', () => {
  it('answers 503 with Retry-After where it needs the database, and no other 5xx', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(140)
    const problems: string[] = []
    const unavailable = new Set<string>()
    for (const route of routes) {
      // Sign-in's pages are called signed out (signing out would end the sweep's session).
      const anonymous = /^\/(auth|oidc)\b/.test(route.path)
      const url = filledPath(route, (name) => VALUES[name] ?? '1')
      const method = route.method.toLowerCase() as 'get'
      const agent = anonymous ? request(t.origin as string) : admin
      let call = agent[method](url)
        .set('csrf-token', csrf)
        .set('Accept', 'application/json')
        .set('Idempotency-Key', `gone-${Math.random().toString(36).slice(2, 14)}`)
        .redirects(0)
      if (!['GET', 'HEAD'].includes(route.method)) call = call.send({})
      const res = await call
      const family = route.path.split('/')[1] ?? ''
      if (res.status === 503) {
        unavailable.add(family)
        if (!res.headers['retry-after'])
          problems.push(`${route.method} ${route.path}: 503 without Retry-After`)
        // /readyz answers its own 503 body for load balancers; every other route the JSON error.
        if (route.path !== '/readyz' && res.body?.error?.code !== 'database_unavailable')
          problems.push(`${route.method} ${route.path}: 503 ${res.text.slice(0, 200)}`)
      } else if (res.status >= 500)
        problems.push(`${route.method} ${route.path}: ${res.status} ${res.text.slice(0, 200)}`)
    }
    expect(problems).toEqual([])
    expect([...unavailable].sort()).toEqual(expect.arrayContaining(DATABASE_FAMILIES))
  }, 60_000)
})
