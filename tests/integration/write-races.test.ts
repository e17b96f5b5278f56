import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'
import { orderBody, PHONE, VERIFIED } from '../helpers/order-body.js'
import { signedInEditor } from '../helpers/signed-in-editor.js'
import { ownSeededDatabase } from '../helpers/own-seeded-database.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { testBackends } from '../helpers/test-backends.js'

// Two requests racing for the same row, for every call that updates over a version or creates something
// unique: one wins, the other answers 409 (a delete's loser may find the row gone: 404), never a 5xx, and
// nothing is logged as a server error. On PGlite the app interleaves the two at each await; on PostgreSQL
// (TEST_DATABASE_URL, as .ci/run sets it, in a schema of this suite's own) their transactions really overlap.

const { backends, dropSchema } = testBackends('write_races_test')

for (const [backend, open] of backends)
  describe(`on ${backend}`, () => {
    let t: TestApp
    let admin: ReturnType<typeof request.agent>
    let csrf: string
    let own: Database | undefined

    beforeAll(async () => {
      // PGlite starts from the seeded dump; a PostgreSQL schema is migrated and seeded here.
      own = await ownSeededDatabase(backend, open)
      t = await startTestApp({
        auth: true,
        forms: { worker: false },
        orders: { phones: { verifiedFor: async (id, phone) => id === VERIFIED && phone === PHONE } },
        ...(own ? { database: own } : {}),
      })
      const signedIn = await signedInEditor(t.origin as string, 'admin')
      admin = signedIn.b.agent
      csrf = signedIn.csrf
    }, 180_000)
    afterAll(async () => {
      if (own) await dropSchema(own)
      await t?.close()
    })

    type Method = 'get' | 'post' | 'put' | 'delete'
    const call = (method: Method, path: string, body?: unknown) => {
      const test = admin[method](path).set('csrf-token', csrf)
      return body === undefined ? test : test.send(body as object)
    }

    /** Both at once; answers the statuses, lowest first, after checking neither is a 5xx or logged one. */
    async function race(...requests: PromiseLike<request.Response>[]): Promise<number[]> {
      const logged = t.logs.length
      const responses = await Promise.all(requests)
      for (const res of responses) {
        expect(res.status, res.text.slice(0, 300)).toBeLessThan(500)
        if (res.status >= 400) expect(res.body.error.code, res.text).toEqual(expect.any(String))
      }
      expect(t.logs.slice(logged).filter((line) => line.startsWith('[server]'))).toEqual([])
      return responses.map((r) => r.status).sort()
    }

    const created = async (method: Method, path: string, body?: unknown) => {
      const res = await call(method, path, body)
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(300)
      return res.body.data?.data ?? res.body.data
    }

    describe('pages', () => {
      const newPage = (path: string) => ({ site: 'lrdx', locale: 'en', path, title: path })

      it('two creates of one path: 201 and 409', async () => {
        const body = newPage('/race-create')
        expect(
          await race(call('post', '/admin/api/pages', body), call('post', '/admin/api/pages', body)),
        ).toEqual([201, 409])
      })

      it('two saves over one version: 200 and 409', async () => {
        const page = await created('post', '/admin/api/pages', newPage('/race-save'))
        const save = (title: string) =>
          call('put', `/admin/api/pages/${page.id}`, {
            document: { ...page.draft, attributes: { ...page.draft.attributes, title } },
            base_version: 1,
          })
        expect(await race(save('First'), save('Second'))).toEqual([200, 409])
      })

      it('two duplicates to one path: 201 and 409', async () => {
        const page = await created('post', '/admin/api/pages', newPage('/race-original'))
        const copy = () => call('post', `/admin/api/pages/${page.id}/duplicate`, { path: '/race-copy' })
        expect(await race(copy(), copy())).toEqual([201, 409])
      })

      it('two publishes: each 200 or 409, and the versions stay whole', async () => {
        const page = await created('post', '/admin/api/pages', newPage('/race-publish'))
        const publish = () => call('post', `/admin/api/pages/${page.id}/publish`, {})
        const statuses = await race(publish(), publish())
        expect(statuses[0]).toBe(200)
        expect([200, 409]).toContain(statuses[1])
        const versions = (await created('get', `/admin/api/pages/${page.id}/versions`)) as {
          version: number
        }[]
        expect(versions).toHaveLength(statuses.filter((s) => s === 200).length)
      })

      it('two deletes: 204 and 404 or 409', async () => {
        const page = await created('post', '/admin/api/pages', newPage('/race-delete'))
        const statuses = await race(
          call('delete', `/admin/api/pages/${page.id}`),
          call('delete', `/admin/api/pages/${page.id}`),
        )
        expect(statuses[0]).toBe(204)
        expect([404, 409]).toContain(statuses[1])
      })
    })

    // The site administration screens save a whole part over the version they loaded (decision 045) or
    // one row over its version: two saves from the same load, one wins.
    describe('site administration', () => {
      const read = async (path: string) => (await created('get', path)) as Record<string, unknown>

      it('two saves of the settings over one version: 200 and 409', async () => {
        const path = '/admin/api/settings?site=jdx&locale='
        const { version } = await read(path)
        const save = (title: string) =>
          call('put', path, { version, values: { 'cookie_consent.title': title } })
        expect(await race(save('First biscuits'), save('Second biscuits'))).toEqual([200, 409])
      })

      it('two saves of a menu over one version: 200 and 409', async () => {
        const path = '/admin/api/navigation?site=jdx&locale=en'
        const { entries, version } = await read(path)
        const save = (title: string) =>
          call('put', path, {
            version,
            entries: [...(entries as object[]), { title, url: '/race', children: [] }],
          })
        expect(await race(save('Race one'), save('Race two'))).toEqual([200, 409])
      })

      it('two saves of a footer over one version: 200 and 409', async () => {
        const path = '/admin/api/footer?site=jdx&locale=en'
        const { footer, version } = await read(path)
        expect(
          await race(call('put', path, { footer, version }), call('put', path, { footer, version })),
        ).toEqual([200, 409])
      })

      it('two saves of a metahead over one version, then two deletes: 200 and 409, 204 and 404 or 409', async () => {
        const made = await created('post', '/admin/api/metaheads?site=jdx', {
          language: 'css',
          content: '.race{}',
          in_body: false,
        })
        const path = `/admin/api/metaheads/${made.id}?site=jdx`
        const save = (content: string) => call('put', path, { ...made, content, version: made.version })
        expect(await race(save('.race-a{}'), save('.race-b{}'))).toEqual([200, 409])
        const statuses = await race(call('delete', path), call('delete', path))
        expect(statuses[0]).toBe(204)
        expect([404, 409]).toContain(statuses[1])
      })

      it('two redirects from one path: 201 and 409; two saves over one version: 200 and 409', async () => {
        const body = { path: '/race-redirect', to: '/' }
        const create = () => call('post', '/admin/api/redirects?site=jdx', body)
        expect(await race(create(), create())).toEqual([201, 409])
        const list = (await created('get', '/admin/api/redirects?site=jdx')) as {
          id: string
          path: string
          version: number
        }[]
        const made = list.find((r) => r.path === '/race-redirect')
        const save = (to: string) =>
          call('put', `/admin/api/redirects/${made!.id}?site=jdx`, { ...body, to, version: made!.version })
        expect(await race(save('/accessories'), save('/gallery'))).toEqual([200, 409])
      })
    })

    describe('retailers', () => {
      const dealer = (code: string) => ({
        name: `Race ${code}`,
        dealer_code: code,
        brands: ['Land Rover'],
        market: 'au',
        street: '12 Lydiard Street',
        locality: 'Wendouree',
        state: 'VIC',
        postcode: '3355',
        latitude: -37.531,
        longitude: 143.826,
        phone: '(03) 5550 9901',
        email: 'sales@race.example.com',
        url: 'https://www.example.com/race',
        services: ['sales'],
        tag_class: 'sales',
        position: 40,
        is_fallback: false,
      })

      it('two creates of one dealer code: 201 and 409', async () => {
        const body = dealer('AU09971')
        expect(
          await race(call('post', '/admin/api/dealers', body), call('post', '/admin/api/dealers', body)),
        ).toEqual([201, 409])
      })

      it('two saves over one version: 200 and 409', async () => {
        const made = await created('post', '/admin/api/dealers', dealer('AU09972'))
        const save = (name: string) =>
          call('put', `/admin/api/dealers/${made.id}`, { ...dealer('AU09972'), name, version: made.version })
        expect(await race(save('First'), save('Second'))).toEqual([200, 409])
      })
    })

    describe('news', () => {
      const entry = (slug: string) => ({
        site: 'lrdx',
        locale: 'en',
        slug,
        title: 'Racing',
        summary: 'A summary',
        body: '<p>Body</p>',
        country: '',
        published_at: '2025-07-01T09:00:00+10:00',
      })

      it('two creates of one slug: 201 and 409', async () => {
        const body = entry('race-news-create')
        expect(
          await race(call('post', '/admin/api/news', body), call('post', '/admin/api/news', body)),
        ).toEqual([201, 409])
      })

      it('two saves over one version: 200 and 409', async () => {
        const made = await created('post', '/admin/api/news', entry('race-news-save'))
        const save = (title: string) =>
          call('put', `/admin/api/news/${made.id}`, {
            ...entry('race-news-save'),
            title,
            version: made.version,
          })
        expect(await race(save('First'), save('Second'))).toEqual([200, 409])
      })
    })

    describe('recalls', () => {
      it('two creates of one VIN: 201 and 409', async () => {
        const body = { vin: 'SALGA2AE8LA677777', campaign: 'R-2026-09' }
        expect(
          await race(call('post', '/admin/api/recalls', body), call('post', '/admin/api/recalls', body)),
        ).toEqual([201, 409])
      })

      it('two deletes: 204 and 404 or 409', async () => {
        const made = await created('post', '/admin/api/recalls', { vin: 'SALGA2AE8LA677778' })
        const statuses = await race(
          call('delete', `/admin/api/recalls/${made.id}`),
          call('delete', `/admin/api/recalls/${made.id}`),
        )
        expect(statuses[0]).toBe(204)
        expect([404, 409]).toContain(statuses[1])
      })
    })

    describe('media', () => {
      it('two deletes of one image: 204 and 404 or 409', async () => {
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        )
        const upload = await admin
          .post('/admin/api/media?filename=race.png')
          .set('csrf-token', csrf)
          .set('Content-Type', 'image/png')
          .send(png)
        expect(upload.status, upload.text).toBe(201)
        const id = upload.body.data.id as string
        const statuses = await race(
          call('delete', `/admin/api/media/${id}`),
          call('delete', `/admin/api/media/${id}`),
        )
        expect(statuses[0]).toBe(204)
        expect([404, 409]).toContain(statuses[1])
      })
    })

    describe('forms', () => {
      it('two creates of one form id: 201 and 409', async () => {
        const definition = await created('get', '/forms/test-drive')
        const body = { ...definition, id: 'race-form', name: 'Race form', updated_at: undefined }
        expect(await race(call('post', '/forms', body), call('post', '/forms', body))).toEqual([201, 409])
      })

      it('two saves over one updated_at: 200 and 409', async () => {
        const definition = await created('get', '/forms/test-drive')
        const save = (name: string) => call('put', '/forms/test-drive', { ...definition, name })
        expect(await race(save('First'), save('Second'))).toEqual([200, 409])
      })
    })

    describe('orders', () => {
      const onSale = async () =>
        (
          await t.database.query<{ id: string }>(
            "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id <> ALL ($1::text[]) AND brand = 'Land Rover' ORDER BY id LIMIT 2",
            [RETAILERS_WITH_OWN_VENDOR],
          )
        ).map((row) => row.id)

      it('two shoppers holding one vehicle: 201 and 409', async () => {
        const [vehicleId] = await onSale()
        const init = () => request(t.app).post('/buy_online/orders/init').send({ vehicle_id: vehicleId })
        expect(await race(init(), init())).toEqual([201, 409])
      })

      // A double click on "Place order": the hold's open order is the answer to the second (decision 023).
      it('two orders on one hold: one order, 201 and then 200 with the same order', async () => {
        const [, vehicleId] = await onSale()
        const lock = (
          await request(t.app).post('/buy_online/orders/init').send({ vehicle_id: vehicleId }).expect(201)
        ).body.data.data
        const order = () => request(t.app).post('/buy_online/orders').send(orderBody(vehicleId!, lock))
        const [a, b] = await Promise.all([order(), order()])
        expect([a!.status, b!.status].sort()).toEqual([200, 201])
        expect(a!.body.data.data.order_number).toEqual(expect.any(String))
        expect(a!.body.data.data.order_number).toEqual(b!.body.data.data.order_number)
        const rows = await t.database.query('SELECT order_number FROM orders WHERE vehicle_id = $1', [
          vehicleId,
        ])
        expect(rows).toHaveLength(1)
      })
    })
  })
