import { describe, expect, it } from 'vitest'
import { defaultListingQuery } from '../../../engine/stock/default-listing-query.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { withCachedCards } from '../../../server/stock/with-cached-cards.js'

/** A reader whose `cards` counts its calls and answers the call number; `fail` makes the next one fail. */
function countingReader() {
  const state = { calls: 0, fail: false }
  const notUsed = () => Promise.reject(new Error('not used'))
  const reader: StockReader = {
    listing: notUsed,
    listingLight: notUsed,
    vehicle: notUsed,
    vehicleById: notUsed,
    similar: notUsed,
    listingDealers: notUsed,
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

describe('withCachedCards', () => {
  const query = defaultListingQuery()
  const other = { ...defaultListingQuery(), items: 4 }

  it('reuses an answer per list and query until it is ttlMs old', async () => {
    let clock = 0
    const { reader, state } = countingReader()
    const cached = withCachedCards(reader, { ttlMs: 1000, now: () => clock })
    expect((await cached.cards('new', query)).total).toBe(1)
    clock = 999
    expect((await cached.cards('new', query)).total).toBe(1)
    expect((await cached.cards('used', query)).total).toBe(2)
    expect((await cached.cards('new', other)).total).toBe(3)
    clock = 1000
    expect((await cached.cards('new', query)).total).toBe(4)
    expect(state.calls).toBe(4)
  })

  it('shares one read between concurrent renders, and keeps no failure', async () => {
    const { reader, state } = countingReader()
    const cached = withCachedCards(reader)
    const answers = await Promise.all([cached.cards('new', query), cached.cards('new', query)])
    expect(answers.map((a) => a.total)).toEqual([1, 1])
    state.fail = true
    const fresh = withCachedCards(reader)
    await expect(fresh.cards('new', query)).rejects.toThrow('database down')
    expect((await fresh.cards('new', query)).total).toBe(3)
  })

  it('keeps at most maxEntries queries, dropping the oldest', async () => {
    const { reader, state } = countingReader()
    const cached = withCachedCards(reader, { maxEntries: 2 })
    for (const items of [1, 2, 3]) await cached.cards('new', { ...query, items })
    await cached.cards('new', { ...query, items: 3 })
    expect(state.calls).toBe(3)
    await cached.cards('new', { ...query, items: 1 })
    expect(state.calls).toBe(4)
  })
})
