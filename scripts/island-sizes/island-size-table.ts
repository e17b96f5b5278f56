import { gzipSync } from 'node:zlib'

/** One chunk of Vite's manifest (dist/client/.vite/manifest.json), the fields this reads. */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface Size {
  raw: number
  gzip: number
}

export interface IslandSize {
  /** The island's name as pages use it (`quote-slider`, `layout:navigation`, `storefront:saved`). */
  island: string
  /** Its own chunk. */
  own: Size
  /** The shared chunks it pulls in that the island client has not loaded already (each counted once). */
  shared: Size
  /** Their names, for the reader who wants to know what is shared. */
  sharedChunks: string[]
}

const ISLAND_SOURCES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^renderer\/blocks\/([^/]+)\/island\.tsx$/, (m) => m[1]!],
  [/^renderer\/layout\/islands\/([^/.]+)(\.dom)?\.tsx?$/, (m) => `layout:${m[1]!}${m[2] ?? ''}`],
  [/^renderer\/storefront\/([^/]+)\/islands\/([^/.]+)\.tsx$/, (m) => `storefront:${m[1]!}/${m[2]!}`],
]

/** The island a manifest key is the entry of, or undefined. */
export function islandName(key: string): string | undefined {
  for (const [pattern, name] of ISLAND_SOURCES) {
    const match = pattern.exec(key)
    if (match) return name(match)
  }
  return undefined
}

/** The chunk keys `key` imports statically, transitively (not itself). */
function closure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>()
  const walk = (k: string) => {
    for (const imported of manifest[k]?.imports ?? []) {
      if (seen.has(imported)) continue
      seen.add(imported)
      walk(imported)
    }
  }
  walk(key)
  return seen
}

/**
 * Each island's JavaScript, from the manifest and a reader of the built files: its own chunk, and the
 * shared chunks it imports beyond what the island client (the page's one entry script) already loaded.
 * Sorted by what the island costs a page (own + shared gzip), largest first.
 */
export function islandSizes(manifest: Manifest, sizeOf: (file: string) => Size): IslandSize[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const loaded = new Set(entryKeys.flatMap((key) => [key, ...closure(manifest, key)]))
  const rows: IslandSize[] = []
  for (const key of Object.keys(manifest)) {
    const island = islandName(key)
    if (!island) continue
    const sharedKeys = [...closure(manifest, key)].filter((k) => !loaded.has(k)).sort()
    const shared = sharedKeys.map((k) => sizeOf(manifest[k]!.file))
    rows.push({
      island,
      own: sizeOf(manifest[key]!.file),
      shared: {
        raw: shared.reduce((sum, s) => sum + s.raw, 0),
        gzip: shared.reduce((sum, s) => sum + s.gzip, 0),
      },
      sharedChunks: sharedKeys.map((k) => manifest[k]!.file.replace(/^assets\//, '')),
    })
  }
  return rows.sort(
    (a, b) => b.own.gzip + b.shared.gzip - (a.own.gzip + a.shared.gzip) || a.island.localeCompare(b.island),
  )
}

/** Raw and gzip size of a file's bytes. */
export function sizeOfBytes(bytes: Buffer): Size {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The table as text: one row per island, sizes in KiB. */
export function formatTable(rows: IslandSize[], client: Size): string {
  const header = ['island', 'own raw', 'own gzip', 'shared raw', 'shared gzip', 'total gzip']
  const body = rows.map((r) => [
    r.island,
    kb(r.own.raw),
    kb(r.own.gzip),
    kb(r.shared.raw),
    kb(r.shared.gzip),
    kb(r.own.gzip + r.shared.gzip),
  ])
  const all = [header, ['(island client, every page)', kb(client.raw), kb(client.gzip), '', '', ''], ...body]
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n')
}

/** The shared chunks of these rows: each one's size and how many of the islands pull it in. */
export function formatSharedChunks(rows: IslandSize[], sizeOfChunk: (file: string) => Size): string {
  const users = new Map<string, number>()
  for (const row of rows) for (const chunk of row.sharedChunks) users.set(chunk, (users.get(chunk) ?? 0) + 1)
  const body = [...users]
    .map(([chunk, count]) => ({ chunk, count, size: sizeOfChunk(chunk) }))
    .sort((a, b) => b.size.gzip - a.size.gzip)
    .map(({ chunk, count, size }) => [chunk, kb(size.raw), kb(size.gzip), String(count)])
  const header = ['shared chunk', 'raw', 'gzip', 'islands']
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}
