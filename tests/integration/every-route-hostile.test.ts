import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalCaptchaVerifier } from '../../server/providers/local-captcha-verifier.js'
import { appRoutes, filledPath, parameterCount, type AppRoute } from '../helpers/app-routes.js'
import {
  HOSTILE_BODIES,
  HOSTILE_PATH_VALUES,
  hostileQueries,
  type HostileBody,
} from '../helpers/hostile-requests.js'
import { signedInEditor } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Every method and path the app declares (read from its router stack, so a new route is swept without being
// listed here) gets every hostile class: path parameters (NUL, lone surrogate, 10 kB, an encoded climb), query
// strings (repeated keys, huge numbers, NUL) and, for changes, bodies (5,000-deep, wrong top-level types,
// NUL and lone surrogates, numbers past 2^31, 2 MB+, a wrong content type, malformed JSON). The admin API is
// called as a signed-in admin with the CSRF token, so the sweep reaches the handlers behind the guard.
// Every answer is below 500, every 4xx is a JSON error naming the problem (pages a browser loads may answer
// HTML), and a refused change leaves the content tables as they were.

/** Fewer routes than this means the walk lost a router, not that the app shrank. */
const MIN_ROUTES = 140

/** The tables a refused request must leave alone (sessions, rate limits and idempotency keys may move). */
const CONTENT_TABLES = [
  'sites',
  'pages',
  'page_versions',
  'settings',
  'metaheads',
  'nav_entries',
  'footers',
  'search_suggestions',
  'media',
  'stock_dealers',
  'forms',
  'leads',
  'lead_exports',
  'form_locations',
  'form_settings',
  'orders',
  'order_transitions',
  'vehicle_locks',
  'vehicle_recalls',
  'news_entries',
  'content_versions',
]

let t: TestApp
let origin: string
let admin: ReturnType<typeof request.agent>
let csrf: string
let routes: AppRoute[]
const ids: Record<string, string> = {}

beforeAll(async () => {
  // The VIN checker's limit is per address: every sweep request comes from one.
  process.env.VIN_CHECK_RATE_LIMIT = '100000'
  t = await startTestApp({
    auth: true,
    forms: {
      captcha: new LocalCaptchaVerifier(),
      rateLimit: { max: 100_000, windowSeconds: 60 },
      worker: false,
    },
  })
  origin = t.origin as string
  const signedIn = await signedInEditor(origin, 'admin')
  admin = signedIn.b.agent
  csrf = signedIn.csrf
  routes = appRoutes(t.app)
  const page = await admin
    .post('/admin/api/pages')
    .set('csrf-token', csrf)
    .send({ site: 'lrdx', locale: 'en', path: '/every-route-hostile', title: 'Hostile sweep' })
  ids.page = page.body.data.id
  const first = async (path: string) => {
    const res = await admin.get(path).expect(200)
    const list = res.body.data?.data ?? res.body.data
    return String((Array.isArray(list) ? list[0] : undefined)?.id ?? 'none')
  }
  ids.dealer = await first('/admin/api/dealers?site=lrdx')
  ids.news = await first('/admin/api/news?site=lrdx')
  ids.recall = await first('/admin/api/recalls')
  ids.media = await first('/admin/api/media')
  const [lead] = await t.database.query<{ id: string }>(
    `INSERT INTO leads (id, form_id, attributes) VALUES (gen_random_uuid(), 'test-drive', '{}') RETURNING id`,
  )
  ids.lead = lead!.id
  const location = await admin.post('/forms/locations').set('csrf-token', csrf).send({ name: 'Sweep' })
  ids.location = String(location.body.data?.data?.id ?? 'none')
})
afterAll(async () => {
  delete process.env.VIN_CHECK_RATE_LIMIT
  await t?.close()
})

/**
 * A real row for a parameter, so hostile queries and bodies get past the lookup to the handler's own checks.
 * A DELETE always names a row that does not exist: the sweep must not empty the tables it checks.
 */
function baseValue(route: AppRoute, name: string): string {
  if (route.method === 'DELETE')
    return name === 'id' && route.path.startsWith('/forms/') ? 'no-such-form' : '0'
  const p = route.path
  const byName: Record<string, string> = {
    locale: 'en',
    list: 'new',
    lists: 'new',
    path: 'contact-us',
    version: '1',
    leadId: ids.lead!,
    locationId: ids.location!,
    section: 'general',
    slug: 'none',
    ref: 'x-1',
    key: 'none',
  }
  if (name === 'id') {
    if (p.startsWith('/admin/api/pages')) return ids.page!
    if (p.startsWith('/admin/api/dealers')) return ids.dealer!
    if (p.startsWith('/admin/api/news')) return ids.news!
    if (p.startsWith('/admin/api/recalls')) return ids.recall!
    if (p.startsWith('/admin/api/media')) return ids.media!
    if (p.startsWith('/forms/')) return 'test-drive'
  }
  return byName[name] ?? '1'
}

/** The route's path with each parameter filled, `hostile` (when given) in parameter number `at`. */
const fill = (route: AppRoute, hostile?: { at: number; value: string }) =>
  filledPath(route, (name, i) => (hostile && i === hostile.at ? hostile.value : baseValue(route, name)))

const changes = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method)

async function send(route: AppRoute, url: string, body?: HostileBody) {
  // Sign-in's own pages (and sign-out) are called signed out, so the sweep keeps its admin session.
  const anonymous = /^\/(auth|oidc)\b/.test(route.path)
  const agent = anonymous ? request(origin) : admin
  const call = (agent as unknown as Record<string, (u: string) => request.Test>)[route.method.toLowerCase()]!(
    url,
  )
    .set('csrf-token', csrf)
    .set('Accept', 'application/json')
    .set('Idempotency-Key', `sweep-${Math.random().toString(36).slice(2, 14)}`)
    .redirects(0)
  return body ? call.set({ ...body.headers, 'Content-Type': body.type }).send(body.text) : call
}

/** What is wrong with an answer, if anything. */
function problemOf(route: AppRoute, res: request.Response): string | undefined {
  if (res.status >= 500) {
    if (res.status === 503 && res.headers['retry-after']) return undefined
    return `answered ${res.status}: ${res.text.slice(0, 200)}`
  }
  if (res.status < 400) return undefined
  const type = String(res.headers['content-type'] ?? '')
  // A page a browser loads answers its 4xx as a page.
  if (type.startsWith('text/html') && route.method === 'GET') return undefined
  if (!type.includes('json'))
    return `answered ${res.status} as ${type || 'no content type'}, not a JSON error`
  const error = res.body?.error
  if (typeof error?.code !== 'string' || typeof error?.message !== 'string')
    return `answered ${res.status} without { error: { code, message } }: ${res.text.slice(0, 200)}`
  if (error.message === 'Bad request' || error.message.trim() === '')
    return `answered ${res.status} with a message naming nothing: ${res.text.slice(0, 200)}`
  return undefined
}

async function contentDigest(): Promise<Record<string, string>> {
  const rows = await t.database.query<{ name: string; digest: string }>(
    CONTENT_TABLES.map(
      (table) =>
        // A sum of row hashes: no sort, and any changed, added or removed row moves it.
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0) AS digest FROM ${table} x`,
    ).join(' UNION ALL '),
  )
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]))
}

interface Probe {
  route: AppRoute
  what: string
  url: string
  body?: HostileBody
}

/** Every class for one route: each parameter gets each path value, then the queries, then the bodies. */
function probesOf(route: AppRoute, turn: number): Probe[] {
  const probes: Probe[] = []
  for (let at = 0; at < parameterCount(route); at++)
    for (const [what, value] of HOSTILE_PATH_VALUES)
      probes.push({ route, what: `path parameter ${at + 1}: ${what}`, url: fill(route, { at, value }) })
  for (const [what, query] of hostileQueries(turn))
    probes.push({ route, what: `query: ${what}`, url: fill(route) + query })
  if (changes(route.method))
    for (const [what, body] of HOSTILE_BODIES)
      probes.push({ route, what: `body: ${what}`, url: fill(route), body })
  return probes
}

describe('every route under hostile input', () => {
  it(`the walk finds at least ${MIN_ROUTES} routes, the newer ones among them`, () => {
    expect(routes.length).toBeGreaterThanOrEqual(MIN_ROUTES)
    const listed = routes.map((r) => `${r.method} ${r.path}`)
    for (const route of [
      'POST /admin/api/preview/block',
      'PUT /admin/api/dealers/:id',
      'PUT /admin/api/news/:id',
      'PUT /admin/api/recalls/:id',
      'POST /public_api/vin_checks',
      'GET /public_api/news',
      'GET /dealers',
      'POST /admin/api/pages/:id/duplicate',
      'GET /admin/api/pages/:id/versions/:version',
      'GET /admin/api/sites',
      'DELETE /admin/api/media/:id',
      'POST /forms/:id/leads',
      'GET /*path',
    ])
      expect(listed).toContain(route)
  })

  it('the content digest the sweep compares sees a change', async () => {
    const before = await contentDigest()
    await admin.post('/forms/locations').set('csrf-token', csrf).send({ name: 'Digest check' }).expect(201)
    expect((await contentDigest()).form_locations).not.toBe(before.form_locations)
  })

  it('answers every hostile class below 500, with a JSON error naming the problem, changing nothing it refuses', async () => {
    const problems: string[] = []
    const note = (p: Probe, res: request.Response) => {
      const problem = problemOf(p.route, res)
      if (problem) problems.push(`${p.route.method} ${p.route.path} (${p.what}) ${problem}`)
      // Signed in as an admin with the CSRF token, the guard lets every probe through to the handler.
      if (res.status === 401 && /^\/(admin\/api|forms)\b/.test(p.route.path))
        problems.push(`${p.route.method} ${p.route.path} (${p.what}) never reached the handler: 401`)
    }
    // Reads run four at a time.
    const reads = routes.filter((r) => !changes(r.method)).flatMap((route, i) => probesOf(route, i))
    for (let i = 0; i < reads.length; i += 4)
      await Promise.all(reads.slice(i, i + 4).map(async (p) => note(p, await send(p.route, p.url, p.body))))
    // Changes a route at a time (four probes at once): when every probe of a route was refused, the content
    // tables must be as they were before its first.
    let before = await contentDigest()
    for (const [i, route] of routes.entries()) {
      if (!changes(route.method)) continue
      const probes = probesOf(route, i)
      let refusedAll = true
      for (let j = 0; j < probes.length; j += 4)
        await Promise.all(
          probes.slice(j, j + 4).map(async (p) => {
            const res = await send(p.route, p.url, p.body)
            note(p, res)
            if (res.status < 400) refusedAll = false
          }),
        )
      const after = await contentDigest()
      const changed = CONTENT_TABLES.filter((table) => before[table] !== after[table])
      if (refusedAll && changed.length > 0)
        problems.push(
          `${route.method} ${route.path} refused every hostile probe but changed ${changed.join(', ')}`,
        )
      before = after
    }
    expect(problems).toEqual([])
  }, 120_000)
})
