import { describe, expect, it } from 'vitest'
import { locatorDefaults } from '../../../engine/stock-locator/locator-defaults.js'
import { plpEvent } from '../../../engine/stock-locator/plp-event.js'

const defaults = locatorDefaults({}).state

describe('plpEvent (000 §1 PLP, §4 sources)', () => {
  it.each<[string, 'NVL' | 'AVL' | null]>([
    ['new', 'NVL'],
    ['approved', 'AVL'],
    ['used', null],
  ])('the %s list has source %s', (list, source) => {
    const event = plpEvent({ list, state: defaults, total: 3, vehicleIds: ['a', 'b', 'c'] })
    expect(event).toMatchObject({
      event: 'plp_view',
      event_category: 'PLP',
      page_kind: 'plp',
      list,
      source,
      results: 3,
    })
    expect(event.vehicle_ids).toEqual(['a', 'b', 'c'])
  })

  it('carries the applied filters, sort, page and postcode mode; empty ones are left out', () => {
    const state = {
      ...defaults,
      sort: 'priceAsc' as const,
      page: 2,
      postcode: { state: 'VIC' },
      filters: { values: { models: ['XE'], colors: [] }, ranges: { mileage: { max: 100 }, power: {} } },
    }
    const event = plpEvent({ list: 'new', state, total: 0, vehicleIds: [] })
    expect(event.filters).toEqual({ models: ['XE'], mileage: { max: 100 } })
    expect(event).toMatchObject({ sort: 'priceAsc', page: 2, postcode_search: 'state', results: 0 })
  })
})
