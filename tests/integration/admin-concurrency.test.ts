// Admin writes racing for the same row on PostgreSQL (TEST_DATABASE_URL; .ci/run sets it): the winner
// answers 2xx, every loser 409, none 500, and the data stays whole. Its own schema, like every PG suite.
import express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApi } from '../../server/admin/admin-api.js'
import { openDatabase, type Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { errorHandler } from '../../server/http/error-handler.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { seed } from '../../server/seed/seed.js'
import { createStorage } from '../../server/storage/storage.js'

const url = process.env.TEST_DATABASE_URL
const SCHEMA = 'admin_concurrency_test'

describe.runIf(url)('admin writes racing on PostgreSQL', () => {
  let admin: express.Express
  let database: Database
  let serverErrors: unknown[]

  beforeAll(async () => {
    const root = await openDatabase({ url })
    await root.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`)
    await root.close()
    const options = encodeURIComponent(`-c search_path=${SCHEMA}`)
    database = await openDatabase({ url: `${url}${url!.includes('?') ? '&' : '?'}options=${options}` })
    await migrate(database)
    const storage = createStorage(database)
    await seed(storage, mediaFiles('/tmp/admin-concurrency-media'), 'fixtures', () => {}, { images: false })
    serverErrors = []
    admin = express()
    admin.use(
      '/admin/api',
      adminApi({ storage, database, sites: await storage.sites.list(), files: mediaFiles('/tmp/x') }),
    )
    admin.use(errorHandler((_m, error) => serverErrors.push(error)))
  })
  afterAll(async () => {
    await database.exec(`DROP SCHEMA ${SCHEMA} CASCADE`)
    await database.close()
  })

  const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort()

  it('10 parallel creates of one path: one 201, nine 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(admin)
          .post('/admin/api/pages')
          .send({ site: 'lrdx', locale: 'en', path: '/race-create', title: 'Race' }),
      ),
    )
    expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)])
    const rows = await database.query("SELECT id FROM pages WHERE site = 'lrdx' AND path = '/race-create'")
    expect(rows).toHaveLength(1)
    expect(serverErrors).toEqual([])
  })

  it('two moves to one free path: one 200, one 409', async () => {
    const create = (path: string) =>
      request(admin).post('/admin/api/pages').send({ site: 'lrdx', locale: 'en', path, title: path })
    const a = (await create('/race-a').expect(201)).body.data
    const b = (await create('/race-b').expect(201)).body.data
    const responses = await Promise.all(
      [a, b].map((page) =>
        request(admin)
          .put(`/admin/api/pages/${page.id}`)
          .send({ document: { ...page.draft, path: '/race-target' }, base_version: 1 }),
      ),
    )
    expect(statuses(responses)).toEqual([200, 409])
    const rows = await database.query("SELECT id FROM pages WHERE site = 'lrdx' AND path = '/race-target'")
    expect(rows).toHaveLength(1)
    expect(serverErrors).toEqual([])
  })

  it('10 parallel publishes: each 200 or 409, never 500, and the versions stay in order', async () => {
    const page = (
      await request(admin)
        .post('/admin/api/pages')
        .send({ site: 'lrdx', locale: 'en', path: '/race-publish', title: 'Publish' })
        .expect(201)
    ).body.data
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => request(admin).post(`/admin/api/pages/${page.id}/publish`)),
    )
    const codes = statuses(responses)
    expect(codes.every((s) => s === 200 || s === 409)).toBe(true)
    expect(codes).toContain(200)
    const versions = await request(admin).get(`/admin/api/pages/${page.id}/versions`).expect(200)
    const numbers: number[] = versions.body.data.map((v: { version: number }) => v.version)
    expect(numbers).toEqual([...new Set(numbers)].sort((x, y) => y - x))
    expect(numbers).toHaveLength(codes.filter((s) => s === 200).length)
    expect(serverErrors).toEqual([])
  })
})
