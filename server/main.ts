/**
 * npm start: opens the database (embedded PGlite under ./data, or DATABASE_URL), applies migrations, seeds
 * an empty database from fixtures/, and serves the demo sites on PORT (default 3000).
 */
import { join } from 'node:path'
import { createApp } from './app.js'
import { openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'
import { mediaFiles } from './media/media-files.js'
import { seed } from './seed/seed.js'
import { createStorage } from './storage/storage.js'

const port = Number(process.env.PORT ?? 3000)
const dataDir = process.env.DATA_DIR ?? join(import.meta.dirname, '../data')
const mediaDir = join(dataDir, 'media')

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: join(dataDir, 'db') })
const applied = await migrate(database)
if (applied.length) console.log(`[db] applied ${applied.join(', ')}`)
const storage = createStorage(database)
if ((await storage.pages.count()) === 0)
  await seed(storage, mediaFiles(mediaDir), join(import.meta.dirname, '../fixtures'), console.log)

const pageCacheSize =
  process.env.PAGE_CACHE_SIZE === undefined ? undefined : Number(process.env.PAGE_CACHE_SIZE)
const { app } = await createApp({ database, mediaDir, pageCacheSize })
const server = app.listen(port, () => {
  console.log(
    `[server] ${database.driver === 'pglite' ? 'embedded PGlite in ' + join(dataDir, 'db') : 'PostgreSQL'}`,
  )
  console.log(
    `[server] Land Rover: http://localhost:${port}/  Jaguar: http://jaguar.localhost:${port}/  Arabic: http://localhost:${port}/ar`,
  )
})

async function shutdown(signal: string) {
  console.log(`[server] ${signal}: closing`)
  server.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
