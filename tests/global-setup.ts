// Runs once before the Vitest suites: migrates and seeds an in-memory PGlite, and keeps it as a tarball
// that each integration suite starts from in half a second (a fresh PGlite spends seconds in initdb); builds
// the client when it is missing or stale, for the pages' stylesheets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../server/db/database.js'
import { migrate } from '../server/db/migrate.js'
import { mediaFiles } from '../server/media/media-files.js'
import { seed } from '../server/seed/seed.js'
import { createStorage } from '../server/storage/storage.js'
import { ensureClientBuild } from './helpers/ensure-client-build.js'

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: string
  }
}

export default async function setup(project: TestProject) {
  ensureClientBuild()
  const dir = mkdtempSync(join(tmpdir(), 'seeded-db-'))
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database)
  await seed(createStorage(database), mediaFiles(join(dir, 'media')), 'fixtures', () => {}, { images: false })
  const dump = await database.dump?.()
  await database.close()
  const file = join(dir, 'seeded.tar')
  writeFileSync(file, Buffer.from(await (dump as Blob).arrayBuffer()))
  project.provide('seededDatabase', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
