import type { StockReader } from '../../engine/stock/stock-reader.js'

type Cards = Awaited<ReturnType<StockReader['cards']>>

export interface CardsCacheOptions {
  /** How long an answer is reused; pages with loader blocks are cached for 60 s, so no longer than that. */
  ttlMs?: number
  /** Distinct block queries kept; the oldest goes first. */
  maxEntries?: number
  now?: () => number
}

/**
 * The stock reader with `cards` (carousels, in-page inventories) answered from memory for `ttlMs`: those
 * blocks render on every page that has one, whenever the page itself is not in the page cache, and
 * their few queries are the same for every visitor. Concurrent renders share one read; a failed read is
 * not kept. Everything else reads through.
 */
export function withCachedCards(reader: StockReader, options: CardsCacheOptions = {}): StockReader {
  const { ttlMs = 30_000, maxEntries = 500, now = Date.now } = options
  const entries = new Map<string, { at: number; answer: Promise<Cards> }>()
  return {
    ...reader,
    cards(list, query) {
      const key = `${list} ${JSON.stringify(query)}`
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.answer
      const answer = reader.cards(list, query)
      entries.delete(key)
      entries.set(key, { at: now(), answer })
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key)
      })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      return answer
    },
  }
}
