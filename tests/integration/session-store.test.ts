// The session store's contract, on embedded PGlite always and on PostgreSQL with TEST_DATABASE_URL. The
// PostgreSQL run uses a schema of its own: the storage suite drops `public` in the same database meanwhile.
import { readFileSync } from 'node:fs'
import type { SessionData } from 'express-session'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { DatabaseSessionStore } from '../../server/auth/database-session-store.js'
import { openDatabase, type Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'

const backends: [string, () => Promise<Database>][] = [
  [
    'PGlite',
    () =>
      openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(inject('seededDatabase'))]) }),
  ],
]
const url = process.env.TEST_DATABASE_URL
if (url)
  backends.push([
    'PostgreSQL',
    async () => {
      const schema = 'session_store_test'
      const admin = await openDatabase({ url })
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`)
      await admin.close()
      const options = encodeURIComponent(`-c search_path=${schema}`)
      const database = await openDatabase({ url: `${url}${url.includes('?') ? '&' : '?'}options=${options}` })
      await migrate(database)
      return database
    },
  ])

/** express-session's callback API as promises. */
function call<T>(fn: (callback: (error?: unknown, value?: T) => void) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))))
}

const sessionData = (expires: Date, extra: Record<string, unknown> = {}) =>
  ({
    cookie: { originalMaxAge: 1000, expires, httpOnly: true, path: '/' },
    ...extra,
  }) as unknown as SessionData

describe.each(backends)('session store on %s', (_name, open) => {
  let database: Database
  let store: DatabaseSessionStore
  beforeAll(async () => {
    database = await open()
    store = new DatabaseSessionStore(database)
  })
  afterAll(async () => {
    if (database.driver === 'postgres') await database.exec('DROP SCHEMA session_store_test CASCADE')
    await database.close()
  })

  const inAnHour = () => new Date(Date.now() + 3_600_000)

  it('keeps, replaces and destroys a session', async () => {
    await call((cb) => store.set('a', sessionData(inAnHour(), { csrfToken: 'one' }), cb))
    expect(await call((cb) => store.get('a', cb))).toMatchObject({ csrfToken: 'one' })
    await call((cb) => store.set('a', sessionData(inAnHour(), { csrfToken: 'two' }), cb))
    expect(await call((cb) => store.get('a', cb))).toMatchObject({ csrfToken: 'two' })
    await call((cb) => store.destroy('a', cb))
    expect(await call((cb) => store.get('a', cb))).toBeNull()
  })

  it('answers nothing for an expired session, and prunes expired rows', async () => {
    await call((cb) => store.set('old', sessionData(new Date(Date.now() - 1000)), cb))
    await call((cb) => store.set('live', sessionData(inAnHour()), cb))
    expect(await call((cb) => store.get('old', cb))).toBeNull()
    await store.pruneNow()
    const sids = (await database.query<{ sid: string }>('SELECT sid FROM sessions')).map((r) => r.sid)
    expect(sids).toContain('live')
    expect(sids).not.toContain('old')
  })

  it('touch moves the expiry later, never earlier', async () => {
    const soon = new Date(Date.now() + 5 * 60_000)
    await call((cb) => store.set('t', sessionData(soon), cb))
    const later = new Date(Date.now() + 60 * 60_000)
    await call((cb) => store.touch('t', sessionData(later), cb))
    const expiry = async () =>
      new Date(
        (
          await database.query<{ e: string }>('SELECT expires_at AS e FROM sessions WHERE sid = $1', ['t'])
        )[0]!.e,
      )
    expect(Math.abs((await expiry()).getTime() - later.getTime())).toBeLessThan(1000)
    await call((cb) => store.touch('t', sessionData(soon), cb))
    expect(Math.abs((await expiry()).getTime() - later.getTime())).toBeLessThan(1000)
  })
})
