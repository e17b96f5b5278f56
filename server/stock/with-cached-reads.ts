import type { StockReader } from '../../engine/stock/stock-reader.js'

export interface StockCacheOptions {
  /** How long an answer is reused; pages with loader blocks are cached for 60 s, so no longer than that. */
  ttlMs?: number
  /** Distinct reads kept, the oldest going first: 500 full listings of 12 vehicles are about 25 MB as JSON. */
  maxEntries?: number
  now?: () => number
}

type CachedRead = 'listing' | 'listingLight' | 'cards'

/**
 * The stock reader with its list reads (`listing`, `listingLight`, `cards`) answered from memory for
 * `ttlMs`. A listing's facet counts cost far more than its page (on the embedded PGlite, one listing keeps
 * the single database connection busy for 10 ms or more), and every shopper opening the stock page asks the
 * same first question: the stock API and the server render share these answers. Stock changes by import,
 * rarely; a search is at most `ttlMs` behind it. Concurrent asks share one read; a failed read is not kept.
 * Single vehicles, similar vehicles and dealers read through.
 */
export function withCachedReads(reader: StockReader, options: StockCacheOptions = {}): StockReader {
  const { ttlMs = 30_000, maxEntries = 500, now = Date.now } = options
  if (ttlMs <= 0) return reader
  const entries = new Map<string, { at: number; answer: Promise<unknown> }>()

  function cached<K extends CachedRead>(method: K): StockReader[K] {
    const read = reader[method] as (...args: Parameters<StockReader[K]>) => Promise<unknown>
    return ((...args: Parameters<StockReader[K]>) => {
      const key = `${method} ${JSON.stringify(args)}`
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.answer
      const answer = read(...args)
      entries.delete(key)
      entries.set(key, { at: now(), answer })
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key)
      })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      return answer
    }) as StockReader[K]
  }

  return {
    ...reader,
    listing: cached('listing'),
    listingLight: cached('listingLight'),
    cards: cached('cards'),
  }
}
