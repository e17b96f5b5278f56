// A publish whose notification is lost (the listener's connection dropped around it) still reaches every
// server: PostgreSQL only, with TEST_DATABASE_URL (docs/decisions/011).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.js'
import { openDatabase, type Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { seed } from '../../server/seed/seed.js'
import { announcePublish } from '../../server/ssr/cache-invalidation.js'
import { announceStockChange } from '../../server/stock/stock-changes.js'
import { draftDocument } from '../../server/storage/draft-document.js'
import { createStorage, type Storage } from '../../server/storage/storage.js'

const url = process.env.TEST_DATABASE_URL
const SCHEMA = 'lost_publish_test'

describe.skipIf(!url)('a publish while the listener reconnects (PostgreSQL)', () => {
  let database: Database
  let storage: Storage
  let app: Awaited<ReturnType<typeof createApp>>
  const dir = mkdtempSync(join(tmpdir(), 'lost-publish-'))

  beforeAll(async () => {
    const admin = await openDatabase({ url: url as string })
    await admin.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`)
    await admin.close()
    const options = encodeURIComponent(`-c search_path=${SCHEMA}`)
    database = await openDatabase({ url: `${url}${url?.includes('?') ? '&' : '?'}options=${options}` })
    await migrate(database)
    storage = createStorage(database)
    await seed(storage, mediaFiles(join(dir, 'media')), 'fixtures', () => {}, { images: false })
    app = await createApp({
      database,
      mediaDir: join(dir, 'media'),
      dataDir: dir,
      editorDir: join(dir, 'no-editor'),
      log: () => {},
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** Cuts this process's LISTEN connections, as a network blip or a database failover would. */
  async function cutListeners(): Promise<number> {
    const rows = await database.query<{ cut: boolean }>(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    )
    return rows.length
  }

  /** Publishes the page at `path` with a new title, as the admin API does (version bump and notification). */
  async function publishTitle(path: string, title: string): Promise<void> {
    const draft = await storage.pageAdmin.draftByPath('lrdx', path)
    const doc = draftDocument(draft as NonNullable<typeof draft>)
    doc.attributes.meta_title = title
    await storage.pageAdmin.publish(doc.id, doc)
    await announcePublish(database, 'lrdx', path)
  }

  it.each([1, 2, 3])('serves the new page after a publish made just after the cut (try %i)', async (n) => {
    const path = '/offers'
    await request(app.app).get(path).expect(200)
    expect(app.cache.get('lrdx', path)).toBeTruthy()
    expect(await cutListeners()).toBeGreaterThan(0)
    // The notification goes out while nobody listens: it is lost.
    const title = `Offers after a cut ${n}`
    await publishTitle(path, title)
    await expect
      .poll(async () => (await request(app.app).get(path).expect(200)).text, { timeout: 10_000 })
      .toContain(`<title>${title}`)
  })

  it('drops pages of live stock on a stock change, and when the listener comes back', async () => {
    await request(app.app).get('/').expect(200)
    expect(app.cache.get('lrdx', '/')).toBeTruthy()
    // What a reservation does in its transaction, from any process.
    await database.transaction((tx) => announceStockChange(tx))
    await expect.poll(() => app.cache.get('lrdx', '/'), { timeout: 10_000 }).toBeUndefined()
    await request(app.app).get('/').expect(200)
    expect(app.cache.get('lrdx', '/')).toBeTruthy()
    // A stock change missed while the listener was down cannot be ruled out: the page goes too.
    expect(await cutListeners()).toBeGreaterThan(0)
    await expect.poll(() => app.cache.get('lrdx', '/'), { timeout: 10_000 }).toBeUndefined()
  })

  it('keeps pages of a site whose content did not change', async () => {
    await request(app.app).get('/').set('Host', 'jaguar.localhost').expect(200)
    expect(app.cache.get('jdx', '/')).toBeTruthy()
    await cutListeners()
    await publishTitle('/offers', 'Offers once more')
    await expect
      .poll(async () => (await request(app.app).get('/offers').expect(200)).text, { timeout: 10_000 })
      .toContain('<title>Offers once more')
    expect(app.cache.get('jdx', '/')).toBeTruthy()
  })
})
