// npm run size:islands [-- <filter>]: each island's JavaScript in the client build (dist/client, made by
// `npm run build:client`; this builds nothing), raw and gzip: its own chunk, and the shared chunks it pulls
// in beyond the island client every page loads. `-- carousel` shows the islands whose name or shared chunks
// contain "carousel"; `--chunks` adds a table of those islands' shared chunks (size, how many use each);
// `--json` prints the rows as JSON.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  formatSharedChunks,
  formatTable,
  islandSizes,
  sizeOfBytes,
  type Manifest,
} from './island-sizes/island-size-table.js'

const clientDir = join(import.meta.dirname, '../dist/client')
const manifestPath = join(clientDir, '.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`size:islands: no ${manifestPath}; run npm run build:client first`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
const sizeOf = (file: string) => sizeOfBytes(readFileSync(join(clientDir, file)))
const args = process.argv.slice(2)
const filter = args.find((a) => !a.startsWith('--'))
const rows = islandSizes(manifest, sizeOf).filter(
  (r) => !filter || r.island.includes(filter) || r.sharedChunks.some((c) => c.includes(filter)),
)
const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
const client = entry ? sizeOf(entry.file) : { raw: 0, gzip: 0 }
if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2))
else {
  console.log(formatTable(rows, client))
  if (args.includes('--chunks'))
    console.log(`\n${formatSharedChunks(rows, (chunk) => sizeOf(`assets/${chunk}`))}`)
}
