import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { seed } from '../../server/seed/seed.js'
import { createStorage } from '../../server/storage/storage.js'

/**
 * The database an app suite runs on for `backend` (testBackends): undefined for PGlite, whose test app
 * starts from the seeded dump; a PostgreSQL schema of the suite's own, migrated and seeded with the demo
 * content here (pass it to startTestApp as `database`, and drop it after).
 */
export async function seededBackend(
  backend: string,
  open: () => Promise<Database>,
): Promise<Database | undefined> {
  if (backend === 'PGlite') return undefined
  const own = await open()
  await migrate(own)
  await seed(createStorage(own), mediaFiles(mkdtempSync(join(tmpdir(), 'seeded-'))), 'fixtures', () => {}, {
    images: false,
  })
  return own
}
