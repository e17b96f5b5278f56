import { openDatabase, type Database } from '../../server/db/database.js'

/**
 * The databases a storage suite runs on: embedded PGlite always, and the PostgreSQL server of
 * TEST_DATABASE_URL (set by .ci/run) in a schema of the suite's own, made empty first, so suites running
 * side by side never see each other's tables. `dropSchema` removes it again (PostgreSQL only).
 */
export function testBackends(schema: string): {
  backends: [string, () => Promise<Database>][]
  dropSchema: (database: Database) => Promise<void>
} {
  const backends: [string, () => Promise<Database>][] = [
    ['PGlite', () => openDatabase({ dataDir: 'memory://' })],
  ]
  const url = process.env.TEST_DATABASE_URL
  if (url)
    backends.push([
      'PostgreSQL',
      async () => {
        const root = await openDatabase({ url })
        await root.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`)
        await root.close()
        const options = encodeURIComponent(`-c search_path=${schema}`)
        return openDatabase({ url: `${url}${url.includes('?') ? '&' : '?'}options=${options}` })
      },
    ])
  return {
    backends,
    dropSchema: async (database) => {
      if (url) await database.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    },
  }
}
