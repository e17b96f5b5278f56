import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { seed } from '../../server/seed/seed.js'
import { createStorage } from '../../server/storage/storage.js'

/**
 * The database an app suite runs on for one of testBackends' backends: none for PGlite (startTestApp starts
 * from the seeded dump), else the backend's own, migrated and seeded with the fixtures here (no images).
 */
export async function ownSeededDatabase(
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
