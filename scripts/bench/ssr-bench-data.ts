/**
 * The data bench:ssr and profile:ssr serve: a PGlite folder seeded from fixtures/ with a 50-block page
 * (`/bench-50`) published beside the demo pages.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newBlock } from '../../engine/defaults/new-block.js'
import type { Block, PageDocument } from '../../templates/generated/types.js'
import { openDatabase } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { seed } from '../../server/seed/seed.js'
import { createStorage } from '../../server/storage/storage.js'

const root = join(import.meta.dirname, '../..')

/** A realistic 50-block page: the home page's blocks repeated with fresh ids. */
function fiftyBlockPage(home: PageDocument): PageDocument {
  const blocks: Block[] = []
  for (let i = 0; blocks.length < 50; i++) {
    const source = home.blocks[i % home.blocks.length] as Block
    const copy = JSON.parse(
      JSON.stringify(source).replace(/"id":"([^"]+)"/g, (_m, id: string) => `"id":"${id}-${i}"`),
    ) as Block
    ;(copy.attributes as { block_scroll_id?: string }).block_scroll_id = ''
    if (copy.template === 'in-page-navigation') continue
    blocks.push(copy)
  }
  blocks.push(newBlock('jlr-snippet', 'last'))
  return {
    ...home,
    id: 'bench-50',
    path: '/bench-50',
    attributes: { title: 'Fifty blocks' },
    blocks: blocks.slice(0, 50),
  }
}

/** Seeds a new temporary folder (database in db/, media in media/) and answers its path. */
export async function prepareSsrBenchData(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ssr-'))
  const database = await openDatabase({ dataDir: join(dir, 'db') })
  await migrate(database)
  const storage = createStorage(database)
  await seed(storage, mediaFiles(join(dir, 'media')), join(root, 'fixtures'))
  const home = JSON.parse(readFileSync(join(root, 'fixtures/pages/lrdx-home.json'), 'utf8')) as PageDocument
  await storage.pages.create(fiftyBlockPage(home), { publish: true })
  await database.close()
  return dir
}
