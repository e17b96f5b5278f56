import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { seed } from '../../server/seed/seed.js'
import { createStorage } from '../../server/storage/storage.js'
import { largePage } from './large-page.js'

export const EDITOR_BENCH_PORT = Number(process.env.BENCH_PORT ?? 3130)
const root = join(import.meta.dirname, '../..')

/** The pages bench:editor times and profile:editor traces: the 300 blocks, and 1,000 (issue 13). */
export const EDITOR_BENCH_PAGES = [
  { id: 'large', size: 300 },
  { id: 'large-1000', size: 1000 },
]

/** A throwaway data directory: the demo seed plus the large pages. */
export async function prepareEditorBench(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const database = await openDatabase({ dataDir: join(dir, 'db') })
  await migrate(database)
  const storage = createStorage(database)
  await seed(storage, mediaFiles(join(dir, 'media')), join(root, 'fixtures'), () => {}, { images: false })
  for (const { id, size } of EDITOR_BENCH_PAGES) await storage.pageAdmin.create(largePage(size, id))
  await database.close()
  return dir
}

/** The real server on that directory, resolved once it listens. */
export function startEditorBenchServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    env: { ...process.env, PORT: String(EDITOR_BENCH_PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('[server] Land Rover') && resolve(child),
    )
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}
