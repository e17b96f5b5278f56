// Issue 25 item 11, decision 067: leads are split by site, as orders are. A lead stores the site it was
// posted on (the form post, the EV lead API); the admin lead calls (list, detail, deliveries and their fix,
// delete, exports) reach the leads of the sites the user may see, whichever host is called, and `site`
// narrows the list. On embedded PGlite (the seeded dump) and, with TEST_DATABASE_URL, on PostgreSQL in a
// schema of this suite's own, migrated and seeded here.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'
import { signedInEditor } from '../helpers/browser.js'
import { seededBackend } from '../helpers/seeded-backend.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { testBackends } from '../helpers/test-backends.js'

const JAGUAR = 'jaguar.localhost'
const LAND_ROVER = 'localhost'
const LEADS = '/forms/test-drive/leads'
const EXPORTS = '/forms/test-drive/lead_exports'
const OLD_LEAD = '00000000-0000-4000-8000-0000000000aa'

const { backends, dropSchema } = testBackends('lead_sites_test')

const testDrive = (firstName: string) => ({
  first_name: firstName,
  last_name: 'Lee',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '+61 400 000 000',
  model: 'defender_110',
  consent: true,
  source_page: '/test-drive',
})

type Agent = Awaited<ReturnType<typeof signedInEditor>>

const ids = (body: { data: { data: { id: string }[] } }) => body.data.data.map((l) => l.id).sort()

for (const [backend, open] of backends)
  describe(`on ${backend}`, () => {
    let t: TestApp
    let own: Database | undefined
    let admin: Agent
    let jaguarAdmin: Agent
    const leads = { jaguar: [] as string[], landRover: [] as string[] }

    /** A test-drive lead posted on `host`'s site; answers its id. */
    async function post(host: string, firstName: string): Promise<string> {
      const res = await request(t.origin as string)
        .post(LEADS)
        .set('Host', host)
        .send({ attributes: testDrive(firstName) })
        .expect(201)
      return res.body.data.data.id as string
    }

    /** Creates an export as `user` and waits until it is written; answers its id. */
    async function exported(user: Agent, body: Record<string, unknown>): Promise<string> {
      const created = await user.agent.post(EXPORTS).set('csrf-token', user.csrf).send(body).expect(202)
      const id = created.body.data.data.id as string
      let status = created.body.data.data.status as string
      for (let i = 0; i < 400 && status !== 'done' && status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        status = (await user.agent.get(`${EXPORTS}/${id}`).expect(200)).body.data.data.status
      }
      expect(status).toBe('done')
      return id
    }

    /** The test-drive form's lead count in the forms list, as `user` sees it. */
    async function leadsCount(user: Agent): Promise<number> {
      const forms = (await user.agent.get('/forms').expect(200)).body.data.data as {
        id: string
        leads_count: number
      }[]
      return forms.find((f) => f.id === 'test-drive')?.leads_count ?? -1
    }

    /** The lead ids of a written CSV export (its second column), sorted. */
    async function downloadedIds(user: Agent, exportId: string): Promise<string[]> {
      const csv = (await user.agent.get(`${EXPORTS}/${exportId}/download`).expect(200)).text
      const rows = csv.trim().split('\r\n').slice(1)
      return rows.map((row) => row.split(',')[1] as string).sort()
    }

    beforeAll(async () => {
      // PGlite starts from the seeded dump; a PostgreSQL schema is migrated and seeded here.
      own = await seededBackend(backend, open)
      t = await startTestApp({
        auth: true,
        forms: { worker: { pollMs: 50 }, rateLimit: { max: 1000, windowSeconds: 60 } },
        ...(own ? { database: own } : {}),
      })
      leads.jaguar = [await post(JAGUAR, 'Jade'), await post(JAGUAR, 'Jules')]
      leads.landRover = [await post(LAND_ROVER, 'Lara'), await post(LAND_ROVER, 'Leo')]
      // A lead stored before leads had a site.
      await t.database.query(
        `INSERT INTO leads (id, form_id, attributes) VALUES ($1, 'test-drive', $2::jsonb)`,
        [OLD_LEAD, JSON.stringify(testDrive('Olive'))],
      )
      admin = await signedInEditor(t.origin as string, 'admin')
      jaguarAdmin = await signedInEditor(t.origin as string, 'jaguar-admin')
    }, 180_000)
    afterAll(async () => {
      if (own) await dropSchema(own)
      await t?.close()
    })

    it('stores the site each lead was posted on, the EV lead API’s too', async () => {
      const rows = await t.database.query<{ id: string; site: string | null }>(
        `SELECT id, site FROM leads WHERE form_id = 'test-drive' ORDER BY id`,
      )
      const site = new Map(rows.map((r) => [r.id, r.site]))
      for (const id of leads.jaguar) expect(site.get(id)).toBe('jdx')
      for (const id of leads.landRover) expect(site.get(id)).toBe('lrdx')
      expect(site.get(OLD_LEAD)).toBeNull()
      const [vehicle] = await t.database.query<{ id: string }>(
        `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Jaguar' AND owner_id <> ALL ($1::text[]) LIMIT 1`,
        [RETAILERS_WITH_OWN_VENDOR],
      )
      const ev = await request(t.origin as string)
        .post('/api/leads')
        .set('Host', JAGUAR)
        .send({
          lead: {
            first_name: 'Eve',
            last_name: 'Ng',
            email: 'eve@example.com',
            phone: '+61 400 555 777',
            vehicle_id: vehicle!.id,
            consent: true,
          },
        })
        .expect(201)
      const [stored] = await t.database.query<{ site: string | null }>(
        'SELECT site FROM leads WHERE id = $1',
        [ev.body.data.data.id],
      )
      expect(stored?.site).toBe('jdx')
    })

    describe('an admin of every site', () => {
      it('lists every site’s leads and those without a site, from either host, with the sites to filter by', async () => {
        const all = [...leads.jaguar, ...leads.landRover, OLD_LEAD].sort()
        for (const host of [LAND_ROVER, JAGUAR]) {
          const body = (await admin.agent.get(LEADS).set('Host', host).expect(200)).body
          expect(ids(body)).toEqual(all)
          expect(body.data.meta).toMatchObject({ total: 5, site: '' })
          expect(body.data.meta.sites.map((s: { key: string }) => s.key)).toEqual(['jdx', 'lrdx'])
        }
        expect(await leadsCount(admin)).toBe(5)
        const old = (await admin.agent.get(`${LEADS}/${OLD_LEAD}`).expect(200)).body.data.data
        expect(old).toMatchObject({ id: OLD_LEAD, site: null })
      })

      it('narrows the list to one site, and names an unknown site', async () => {
        const jaguar = (await admin.agent.get(`${LEADS}?site=jdx`).expect(200)).body
        expect(ids(jaguar)).toEqual([...leads.jaguar].sort())
        expect(jaguar.data.data.every((l: { site: string }) => l.site === 'jdx')).toBe(true)
        expect(jaguar.data.meta).toMatchObject({ total: 2, site: 'jdx' })
        const landRover = (await admin.agent.get(`${LEADS}?site=lrdx&items=1&sort=created_at`).expect(200))
          .body
        expect(landRover.data.data.map((l: { id: string }) => l.id)).toEqual([leads.landRover[0]])
        expect(landRover.data.meta).toMatchObject({ total: 2, pages: 2 })
        const bad = await admin.agent.get(`${LEADS}?site=volvo`).expect(400)
        expect(bad.body.error.details).toEqual([{ parameter: 'site', message: 'must be one of jdx, lrdx' }])
        const badExport = await admin.agent
          .post(EXPORTS)
          .set('csrf-token', admin.csrf)
          .send({ filter: { site: 'volvo' } })
          .expect(400)
        expect(badExport.body.error.details[0].parameter).toBe('site')
      })
    })

    describe('an admin limited to the Jaguar site', () => {
      it('lists only the Jaguar leads, offers only that site, and is refused the other by name', async () => {
        for (const host of [LAND_ROVER, JAGUAR]) {
          const body = (await jaguarAdmin.agent.get(LEADS).set('Host', host).expect(200)).body
          expect(ids(body)).toEqual([...leads.jaguar].sort())
          expect(body.data.meta.total).toBe(2)
          expect(body.data.meta.sites.map((s: { key: string }) => s.key)).toEqual(['jdx'])
        }
        // The forms list counts the leads the user may see.
        expect(await leadsCount(jaguarAdmin)).toBe(2)
        expect(ids((await jaguarAdmin.agent.get(`${LEADS}?site=jdx`).expect(200)).body)).toEqual(
          [...leads.jaguar].sort(),
        )
        const refused = await jaguarAdmin.agent.get(`${LEADS}?site=lrdx`).expect(403)
        expect(refused.body.error.code).toBe('site_not_permitted')
        const inBody = await jaguarAdmin.agent
          .post(EXPORTS)
          .set('csrf-token', jaguarAdmin.csrf)
          .send({ site: 'lrdx' })
          .expect(400)
        expect(inBody.body.error.details).toEqual([{ parameter: 'site', message: 'must be one of jdx' }])
      })

      it('opens and fixes a Jaguar lead, and finds no Land Rover lead nor one without a site', async () => {
        const own = leads.jaguar[0] as string
        const lead = (await jaguarAdmin.agent.get(`${LEADS}/${own}`).expect(200)).body.data.data
        expect(lead).toMatchObject({ id: own, site: 'jdx', attributes: { first_name: 'Jade' } })
        await jaguarAdmin.agent.get(`${LEADS}/${own}/integrations`).expect(200)
        await jaguarAdmin.agent
          .post(`${LEADS}/${own}/integrations/fix`)
          .set('csrf-token', jaguarAdmin.csrf)
          .send({})
          .expect(200)
        for (const other of [leads.landRover[0] as string, OLD_LEAD]) {
          for (const host of [LAND_ROVER, JAGUAR]) {
            const absent = await jaguarAdmin.agent.get(`${LEADS}/${other}`).set('Host', host).expect(404)
            expect(absent.body.error.message).toBe(`No lead ${other}`)
          }
          await jaguarAdmin.agent.get(`${LEADS}/${other}/integrations`).expect(404)
          await jaguarAdmin.agent
            .post(`${LEADS}/${other}/integrations/fix`)
            .set('csrf-token', jaguarAdmin.csrf)
            .send({})
            .expect(404)
          await jaguarAdmin.agent.delete(`${LEADS}/${other}`).set('csrf-token', jaguarAdmin.csrf).expect(404)
        }
        const [kept] = await t.database.query<{ n: string | number }>(
          'SELECT count(*) AS n FROM leads WHERE id = ANY ($1::uuid[])',
          [[leads.landRover[0], OLD_LEAD]],
        )
        expect(Number(kept?.n)).toBe(2)
      })

      it('exports only the Jaguar leads, and cannot read an export of every site', async () => {
        const mine = await exported(jaguarAdmin, { format: 'csv' })
        expect(await downloadedIds(jaguarAdmin, mine)).toEqual([...leads.jaguar].sort())
        // The admin of every site exports every lead; that export is not the Jaguar admin's to read.
        const every = await exported(admin, { format: 'csv' })
        expect(await downloadedIds(admin, every)).toEqual(
          [...leads.jaguar, ...leads.landRover, OLD_LEAD].sort(),
        )
        await jaguarAdmin.agent.get(`${EXPORTS}/${every}`).expect(404)
        await jaguarAdmin.agent.get(`${EXPORTS}/${every}/download`).expect(404)
        // Narrowed to Land Rover by the admin of every site: only those, and not the Jaguar admin's either.
        const landRover = await exported(admin, { format: 'csv', filter: { site: 'lrdx' } })
        expect(await downloadedIds(admin, landRover)).toEqual([...leads.landRover].sort())
        await jaguarAdmin.agent.get(`${EXPORTS}/${landRover}`).expect(404)
        // The Jaguar admin's export is the admin of every site's to read as well.
        await admin.agent.get(`${EXPORTS}/${mine}`).expect(200)
      })
    })
  })
