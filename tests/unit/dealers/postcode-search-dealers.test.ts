// Issue 25 item 10, decision 067: the exact match of 000 §5 first, then the nearest retailers.
import { describe, expect, it, vi } from 'vitest'
import {
  NEAR_RADIUS_KM,
  NEARBY_MAX,
  nearbyRetailers,
} from '../../../engine/stock-locator/nearby-retailers.js'
import {
  postcodeSearchDealers,
  type NearSearch,
} from '../../../engine/stock-locator/postcode-search-dealers.js'

const retailer = (id: string, postcode: string, locality: string, state = 'NSW') => ({
  id,
  name: `Retailer ${id}`,
  dealer_code: `C-${id}`,
  state,
  postcode,
  zipcode: postcode,
  locality,
  city: locality,
})
const ours = [
  retailer('a', '2064', 'Artarmon'),
  retailer('b', '2150', 'Parramatta'),
  retailer('c', '3121', 'Richmond', 'VIC'),
]

describe('nearbyRetailers', () => {
  it('keeps the list’s retailers within the radius, nearest first', () => {
    const near = [
      { id: 'x', distance_km: 1 },
      { id: 'b', distance_km: 21 },
      { id: 'a', distance_km: 9.4 },
      { id: 'c', distance_km: 713 },
    ]
    expect(nearbyRetailers(ours, near).map((r) => [r.id, r.distance_km])).toEqual([
      ['a', 9.4],
      ['b', 21],
    ])
  })

  it('answers the one nearest when none is within the radius, and nothing without distances', () => {
    expect(
      nearbyRetailers(ours, [
        { id: 'c', distance_km: 900 },
        { id: 'b', distance_km: 800 },
      ]).map((r) => r.id),
    ).toEqual(['b'])
    expect(nearbyRetailers(ours, [{ id: 'a' }, { id: 'b', distance_km: null }])).toEqual([])
  })

  it('keeps at most NEARBY_MAX', () => {
    const many = Array.from({ length: 15 }, (_, i) => retailer(`r${i}`, '2000', 'Sydney'))
    const near = many.map((r, i) => ({ id: r.id, distance_km: i }))
    expect(nearbyRetailers(many, near)).toHaveLength(NEARBY_MAX)
    expect(NEAR_RADIUS_KM).toBe(50)
  })
})

describe('postcodeSearchDealers', () => {
  const nearFrom = (answers: Record<string, Awaited<ReturnType<NearSearch>>>) =>
    vi.fn<NearSearch>(
      async (place) =>
        answers['postcode' in place ? place.postcode : place.locality] ?? { known: false, dealers: [] },
    )

  it('without a search limits nothing and asks nobody', async () => {
    const near = nearFrom({})
    expect(await postcodeSearchDealers(ours, {}, near)).toEqual({ dealers: null, found: null, nearby: [] })
    expect(near).not.toHaveBeenCalled()
  })

  it('takes the exact match first (000 §5)', async () => {
    const near = nearFrom({})
    const found = await postcodeSearchDealers(ours, { postcode: '2064', locality: 'artarmon' }, near)
    expect(found).toMatchObject({ found: 'exact', nearby: [] })
    expect(found.dealers?.map((d) => d.id)).toEqual(['a'])
    expect(near).not.toHaveBeenCalled()
  })

  it('then the nearest to the postcode', async () => {
    const near = nearFrom({
      '2000': {
        known: true,
        dealers: [
          { id: 'a', distance_km: 6.1 },
          { id: 'c', distance_km: 714 },
        ],
      },
    })
    const found = await postcodeSearchDealers(ours, { postcode: '2000', locality: 'Sydney' }, near)
    expect(found).toEqual({
      dealers: [expect.objectContaining({ id: 'a', dealer_code: 'C-a' })],
      found: 'nearest',
      nearby: [{ id: 'a', name: 'Retailer a', distance_km: 6.1 }],
    })
    expect(near).toHaveBeenCalledTimes(1)
  })

  it('then the nearest to the locality when the postcode is not known', async () => {
    const near = nearFrom({ Sydney: { known: true, dealers: [{ id: 'b', distance_km: 19 }] } })
    const found = await postcodeSearchDealers(ours, { postcode: '2999', locality: 'Sydney' }, near)
    expect(found.nearby.map((r) => r.id)).toEqual(['b'])
    expect(near).toHaveBeenCalledTimes(2)
  })

  it('finds nothing for a place nobody knows, and never asks for a locality that cannot be a name', async () => {
    const near = nearFrom({})
    expect(await postcodeSearchDealers(ours, { locality: 'qwzxv' }, near)).toEqual({
      dealers: [],
      found: 'unknown_place',
      nearby: [],
    })
    const never = nearFrom({})
    expect((await postcodeSearchDealers(ours, { locality: '<script>' }, never)).found).toBe('unknown_place')
    expect(never).not.toHaveBeenCalled()
  })

  it('measures nothing for a state or a retailer search (the spec’s exact match only)', async () => {
    const near = nearFrom({})
    expect(await postcodeSearchDealers(ours, { state: 'WA' }, near)).toEqual({
      dealers: [],
      found: 'none',
      nearby: [],
    })
    expect(near).not.toHaveBeenCalled()
  })
})
