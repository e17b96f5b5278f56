import { describe, expect, it } from 'vitest'
import { distanceInUnit } from '../../../engine/dealers/distance-in-unit.js'
import { distanceKm } from '../../../engine/dealers/distance-km.js'
import { dealerSearchUrl } from '../../../engine/stock/dealer-search-url.js'

describe('distances', () => {
  it('measures great circles: Sydney to Melbourne is about 714 km', () => {
    expect(distanceKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 })).toBeCloseTo(
      713.8,
      0,
    )
    expect(distanceKm({ lat: 1, lng: 2 }, { lat: 1, lng: 2 })).toBe(0)
  })

  it('shows kilometres or miles, one decimal under 10', () => {
    expect(distanceInUnit(12.34, 'km')).toBe(12)
    expect(distanceInUnit(12.34, 'mi')).toBe(7.7)
    expect(distanceInUnit(0.04, 'km')).toBe(0)
    expect(distanceInUnit(160.9344, 'mi')).toBe(100)
  })
})

describe('dealerSearchUrl', () => {
  it("writes the spec's criteria and the locators' own", () => {
    expect(
      dealerSearchUrl('/dealers', {
        brand: 'Land Rover',
        market: 'au',
        service: 'service',
        nearPostcode: '2150',
        items: 10,
      }),
    ).toBe(
      '/dealers?q%5Bbrand_eq%5D=Land+Rover&q%5Bmarket_eq%5D=au&q%5Bservices_includes%5D=service&near_postcode=2150&items=10',
    )
    expect(dealerSearchUrl('/dealers?x=1', { near: { lat: -33.8, lng: 151.2 } })).toBe(
      '/dealers?x=1&near=-33.8%2C151.2',
    )
  })
})
