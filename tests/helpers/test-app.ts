import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createApp } from '../../server/app.js'
import { openDatabase, type Database } from '../../server/db/database.js'
import { demoImage } from '../../server/media/demo-image.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { createStorage, type Storage } from '../../server/storage/storage.js'

export interface TestApp {
  app: Awaited<ReturnType<typeof createApp>>['app']
  cache: Awaited<ReturnType<typeof createApp>>['cache']
  database: Database
  storage: Storage
  logs: string[]
  close(): Promise<void>
}

/**
 * The real app on an in-memory PGlite holding the seeded demo content (from the dump tests/global-setup.ts
 * made), media in a temporary folder. Errors the app logs are collected in `logs`.
 */
export async function startTestApp(options: { images?: boolean; strict?: boolean } = {}): Promise<TestApp> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'media-'))
  const dump = new Blob([readFileSync(inject('seededDatabase'))])
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump })
  const storage = createStorage(database)
  if (options.images) {
    const files = mediaFiles(mediaDir)
    const ids = await database.query<{ id: string }>('SELECT id FROM media')
    for (const { id } of ids) await files.write(id, await demoImage(id, 320, 180))
  }
  const logs: string[] = []
  const { app, cache } = await createApp({
    database,
    mediaDir,
    strict: options.strict ?? false,
    log: (message, error) =>
      logs.push(`${message} ${error instanceof Error ? error.message : (error ?? '')}`),
  })
  return {
    app,
    cache,
    database,
    storage,
    logs,
    close: async () => {
      await database.close()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}
