import { describe, expect, it } from 'vitest'
import { defaultListingQuery } from '../../../engine/stock/default-listing-query.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { withCachedReads } from '../../../server/stock/with-cached-reads.js'

/** A reader whose list reads count their calls and answer the call number; `fail` makes the next one fail. */
function countingReader() {
  const state = { calls: 0, fail: false }
  const notUsed = () => Promise.reject(new Error('not used'))
  const reader: StockReader = {
    async listing(list, query) {
      state.calls++
      return {
        data: [],
        meta: {
          total: state.calls,
          page: query.page,
          items: query.items,
          pages: 0,
          sort: query.sort,
          facets: { values: {}, ranges: {} },
        },
      } as unknown as Awaited<ReturnType<StockReader['listing']>>
    },
    listingLight: notUsed,
    vehicle: notUsed,
    vehicleById: notUsed,
    similar: notUsed,
    listingDealers: notUsed,
    models: notUsed,
    catalogueModel: notUsed,
    dealers: notUsed,
    async cards() {
      state.calls++
      if (state.fail) {
        state.fail = false
        throw new Error('database down')
      }
      return { data: [], total: state.calls }
    },
  }
  return { reader, state }
}

describe('withCachedReads on cards', () => {
  const query = defaultListingQuery()
  const other = { ...defaultListingQuery(), items: 4 }

  it('reuses an answer per list and query until it is ttlMs old', async () => {
    // lru-cache treats a start time of 0 as "no ttl", and an answer exactly ttlMs old as still fresh.
    let clock = 1_000_000
    const { reader, state } = countingReader()
    const cached = withCachedReads(reader, { ttlMs: 1000, now: () => clock })
    expect((await cached.cards('new', query)).total).toBe(1)
    clock += 1000
    expect((await cached.cards('new', query)).total).toBe(1)
    expect((await cached.cards('used', query)).total).toBe(2)
    expect((await cached.cards('new', other)).total).toBe(3)
    clock += 1
    expect((await cached.cards('new', query)).total).toBe(4)
    expect(state.calls).toBe(4)
  })

  it('shares one read between concurrent renders, and keeps no failure', async () => {
    const { reader, state } = countingReader()
    const cached = withCachedReads(reader)
    const answers = await Promise.all([cached.cards('new', query), cached.cards('new', query)])
    expect(answers.map((a) => a.total)).toEqual([1, 1])
    state.fail = true
    const fresh = withCachedReads(reader)
    await expect(fresh.cards('new', query)).rejects.toThrow('database down')
    expect((await fresh.cards('new', query)).total).toBe(3)
  })

  it('keeps at most maxEntries queries, dropping the oldest', async () => {
    const { reader, state } = countingReader()
    const cached = withCachedReads(reader, { maxEntries: 2 })
    for (const items of [1, 2, 3]) await cached.cards('new', { ...query, items })
    await cached.cards('new', { ...query, items: 3 })
    expect(state.calls).toBe(3)
    await cached.cards('new', { ...query, items: 1 })
    expect(state.calls).toBe(4)
  })
  it('keeps at most maxBytes of answers as JSON, and none bigger than that', async () => {
    const { reader, state } = countingReader()
    // Each cards answer is {"data":[],"total":n}: 21 characters.
    const cached = withCachedReads(reader, { maxBytes: 50 })
    for (const items of [1, 2, 3]) await cached.cards('new', { ...query, items })
    await cached.cards('new', { ...query, items: 3 })
    await cached.cards('new', { ...query, items: 2 })
    expect(state.calls).toBe(3)
    await cached.cards('new', { ...query, items: 1 })
    expect(state.calls).toBe(4)
    const tiny = withCachedReads(reader, { maxBytes: 10 })
    await tiny.cards('new', query)
    await tiny.cards('new', query)
    expect(state.calls).toBe(6)
  })
})

describe('withCachedReads on listings', () => {
  it('keeps listings apart from cards and by every argument', async () => {
    const { reader, state } = countingReader()
    const cached = withCachedReads(reader)
    const query = defaultListingQuery()
    expect((await cached.listing('new', query)).meta.total).toBe(1)
    expect((await cached.listing('new', query)).meta.total).toBe(1)
    expect((await cached.cards('new', query)).total).toBe(2)
    expect((await cached.listing('new', { ...query, page: 2 })).meta.total).toBe(3)
    expect(state.calls).toBe(3)
  })

  it('keeps answers per stock version: a change shows in the next read', async () => {
    const { reader, state } = countingReader()
    let version = '7'
    const cached = withCachedReads(reader, { version: async () => version })
    const query = defaultListingQuery()
    await cached.listing('new', query)
    await cached.listing('new', query)
    expect(state.calls).toBe(1)
    version = '8'
    await cached.listing('new', query)
    expect(state.calls).toBe(2)
  })

  it('reads through every time with ttlMs 0', async () => {
    const { reader, state } = countingReader()
    const cached = withCachedReads(reader, { ttlMs: 0 })
    await cached.listing('new', defaultListingQuery())
    await cached.listing('new', defaultListingQuery())
    expect(state.calls).toBe(2)
  })
})
