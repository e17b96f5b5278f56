import { describe, expect, it } from 'vitest'
import { siteMarket } from '../../../engine/settings/site-market.js'

describe('siteMarket', () => {
  it('reads order_online.phone_countries, the first as home, upper-cased and without repeats', () => {
    expect(
      siteMarket({ 'order_online.phone_countries': 'au ae, SA;AE  kw', 'general.maps_region': 'NZ' }),
    ).toEqual({ country: 'AU', countries: ['AU', 'AE', 'SA', 'KW'] })
  })

  it('falls back to general.maps_region alone', () => {
    expect(siteMarket({ 'general.maps_region': ' au ' })).toEqual({ country: 'AU', countries: ['AU'] })
    expect(siteMarket({ 'order_online.phone_countries': '', 'general.maps_region': 'AU' })).toEqual({
      country: 'AU',
      countries: ['AU'],
    })
  })

  it('serves no country when neither is usable, never a guess', () => {
    for (const settings of [
      {},
      { 'general.maps_region': 'Australia' },
      { 'order_online.phone_countries': '61 +61 AUS', 'general.maps_region': 7 },
      { 'order_online.phone_countries': ['AU'] },
    ])
      expect(siteMarket(settings)).toEqual({ country: '', countries: [] })
  })
})
