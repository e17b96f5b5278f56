import type { Queryable } from '../db/database.js'
import { FACET_INDEX_SQL, FacetIndex, type FacetIndexRow } from './facet-index.js'

export interface FacetIndexOptions {
  /**
   * Above this many vehicles no index is kept and listings count in SQL: about 100 bytes a vehicle stay in
   * memory (20 MB at the default), and a build briefly holds the JSON of every row.
   */
  maxRows?: number
  /** After a failed build, listings count in SQL for this long before the next build is tried. */
  retryMs?: number
  /** Vehicles per statement of a build (10,000): PGlite answers other queries between two. */
  chunkRows?: number
  log?: (message: string, error?: unknown) => void
  now?: () => number
}

/**
 * Keeps the facet index (facet-index.ts) of the latest stock version it knows of. A listing reads the stock
 * version in the same statement as its page and asks `at(version)`: the index comes back only when it was
 * built at exactly that version, so an import committed by any process (the version is bumped by a trigger
 * in the import's transaction, migration 0008) is never answered from older counts. Anything else returns
 * undefined, the listing counts in SQL, and when the version is newer than the index, one rebuild starts in
 * the background: one at a time however many listings ask (no stampede), none waiting for it. One index at a
 * time is kept (two briefly while a build replaces it); none when the stock has more than `maxRows`.
 */
export class FacetIndexSource {
  private index: FacetIndex | undefined
  /** The newest version known: the index's, or the one found too large to index. */
  private known: bigint | undefined
  private building: Promise<void> | undefined
  private failedAt = -Infinity
  private readonly maxRows: number
  private readonly retryMs: number
  private readonly chunkRows: number
  private readonly log: (message: string, error?: unknown) => void
  private readonly now: () => number

  constructor(
    private readonly db: Queryable,
    options: FacetIndexOptions = {},
  ) {
    this.maxRows = options.maxRows ?? 200_000
    this.retryMs = options.retryMs ?? 10_000
    this.chunkRows = options.chunkRows ?? 10_000
    this.log = options.log ?? (() => {})
    this.now = options.now ?? Date.now
  }

  /** Whether an index is kept (of whichever version): then a listing will most likely be answered from it. */
  get ready(): boolean {
    return this.index !== undefined
  }

  /** The index built at `version`, else undefined (and a rebuild starts when `version` is newer). */
  at(version: string): FacetIndex | undefined {
    if (this.index?.version === version) return this.index
    if (
      (this.known === undefined || BigInt(version) > this.known) &&
      this.now() - this.failedAt >= this.retryMs
    )
      void this.refresh()
    return undefined
  }

  /** Builds the index of the current stock, unless a build already runs (then waits for that one). */
  refresh(): Promise<void> {
    this.building ??= this.build()
      .catch((error: unknown) => {
        this.failedAt = this.now()
        this.log('Facet index: the build failed; listings count their facets in SQL meanwhile', error)
      })
      .finally(() => {
        this.building = undefined
      })
    return this.building
  }

  private async build(): Promise<void> {
    const rows: FacetIndexRow[] = []
    let version: string | undefined
    let after: string | null = null
    for (;;) {
      const chunks: { version: string; rows: FacetIndexRow[] | null }[] = await this.db.query(
        FACET_INDEX_SQL,
        [after, this.chunkRows],
      )
      const chunk = chunks[0]
      if (!chunk) throw new Error('Facet index: no stock version (is migration 0008 applied?)')
      // Each chunk is its own snapshot: the same version before and after means no write committed between
      // (every write bumps it). A changed version drops this build; the next listing asks for a new one.
      const current = chunk.version
      if (version !== undefined && current !== version) return
      version = current
      const read: FacetIndexRow[] = chunk.rows ?? []
      if (rows.length + read.length > this.maxRows) return this.settle(current, undefined)
      rows.push(...read)
      if (read.length < this.chunkRows) return this.settle(current, new FacetIndex(current, rows))
      after = String((read[read.length - 1] as FacetIndexRow)[0])
    }
  }

  /** Keeps what a build found, unless a newer version is known already (then a newer index was kept). */
  private settle(at: string, index: FacetIndex | undefined): void {
    const version = BigInt(at)
    if (this.known !== undefined && version < this.known) return
    this.known = version
    this.index = index
  }
}
