import { LRUCache } from 'lru-cache'
import type { StockReader } from '../../engine/stock/stock-reader.js'

export interface StockCacheOptions {
  /** How long an answer is reused; pages with loader blocks are cached for 60 s, so no longer than that. */
  ttlMs?: number
  /** Distinct reads kept, the least recently used going first. */
  maxEntries?: number
  /** Size of the kept answers as JSON: 500 full listings of 12 vehicles are about 25 MB. */
  maxBytes?: number
  now?: () => number
  /**
   * The stock's current version (migration 0008, bumped with every write to vehicles): answers are kept per
   * version, so a reservation or an import shows in the next listing, in every process. Absent, answers
   * live for `ttlMs` whatever changes.
   */
  version?: () => Promise<string>
}

type CachedRead = 'listing' | 'listingLight' | 'cards'

/** What the cache's fetch needs to read a missing answer: the reader's method and its arguments. */
interface ReadContext {
  method: CachedRead
  args: unknown[]
}

/**
 * The stock reader with its list reads (`listing`, `listingLight`, `cards`) answered from memory for
 * `ttlMs`. A listing's facet counts cost far more than its page (on the embedded PGlite, one listing keeps
 * the single database connection busy for 10 ms or more), and every shopper opening the stock page asks the
 * same first question: the stock API and the server render share these answers. With `version`, an answer is
 * reused only while the stock is unchanged (orders reserve vehicles often); without it, a search is at most
 * `ttlMs` behind the stock. Concurrent asks share one read (lru-cache's fetch); a
 * failed read is not kept. Single vehicles, similar vehicles and dealers read through.
 */
export function withCachedReads(reader: StockReader, options: StockCacheOptions = {}): StockReader {
  const { ttlMs = 30_000, maxEntries = 500, maxBytes = 25_000_000, now, version } = options
  if (ttlMs <= 0) return reader
  const cache = new LRUCache<string, object, ReadContext>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer).length),
    ttl: ttlMs,
    // A resolution of 0 reads the clock on every get: an injected clock is honoured to the millisecond.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: (_key, _stale, { context }) =>
      (reader[context.method] as (...args: unknown[]) => Promise<object>)(...context.args),
  })

  function cached<K extends CachedRead>(method: K): StockReader[K] {
    return (async (...args: unknown[]) => {
      // One primary-key read of a one-row table: far cheaper than the listing it may save.
      const at = version ? await version() : ''
      return cache.fetch(`${at} ${method} ${JSON.stringify(args)}`, { context: { method, args } })
    }) as StockReader[K]
  }

  return {
    ...reader,
    listing: cached('listing'),
    listingLight: cached('listingLight'),
    cards: cached('cards'),
  }
}
