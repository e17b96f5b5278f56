import { describe, expect, it } from 'vitest'
import { locatorDefaults } from '../../../engine/stock-locator/locator-defaults.js'
import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import { readLocatorQuery } from '../../../engine/stock-locator/read-locator-query.js'
import { writeLocatorQuery } from '../../../engine/stock-locator/write-locator-query.js'

const plain = locatorDefaults({}).state
const branded = locatorDefaults({ sl_key_brand: 'Land Rover' }).state

type Change = Partial<LocatorState> & {
  values?: LocatorState['filters']['values']
  ranges?: LocatorState['filters']['ranges']
}

/** A state over `base` with some values, ranges, sort, page or postcode changed. */
const state = ({ values, ranges, ...rest }: Change, base = plain): LocatorState => ({
  ...base,
  ...rest,
  filters: {
    values: { ...base.filters.values, ...values },
    ranges: { ...base.filters.ranges, ...ranges },
  },
})

describe('writeLocatorQuery (000 §2: filters in the query only when they differ from the defaults)', () => {
  it.each<[string, LocatorState, LocatorState, string]>([
    ['nothing chosen writes nothing', plain, plain, ''],
    ['the block default brand is left out', branded, branded, ''],
    ['a model', state({ values: { models: ['Defender 110'] } }), plain, 'nameplate_name_in=Defender+110'],
    [
      'two engines repeat the key',
      state({ values: { engine_types: ['diesel', 'phev'] } }),
      plain,
      'engine_type_includes=diesel&engine_type_includes=phev',
    ],
    [
      'the same values in another order are the default',
      state({ values: { brands: ['Land Rover'] } }, branded),
      branded,
      '',
    ],
    [
      'a cleared default filter is written empty',
      state({ values: { brands: [] } }, branded),
      branded,
      'nameplate_brand_name_in=',
    ],
    [
      'a range',
      state({ ranges: { mileage: { min: 1000, max: 20000 } } }),
      plain,
      'mileage_gteq=1000&mileage_lteq=20000',
    ],
    [
      'a bound below 0 is ignored',
      state({ ranges: { mileage: { min: -5, max: 20000 } } }),
      plain,
      'mileage_lteq=20000',
    ],
    [
      'a range with only bounds below 0 is left out',
      state({ ranges: { power: { min: -1, max: -2 } } }),
      plain,
      '',
    ],
    [
      'a range bound that is not a number is ignored',
      state({ ranges: { power: { min: Number.NaN } } }),
      plain,
      '',
    ],
    ['the default sort and page are left out', state({ sort: 'createdAtDesc', page: 1 }), plain, ''],
    ['another sort and page', state({ sort: 'priceAsc', page: 3 }), plain, 'sort=priceAsc&page=3'],
    [
      'a postcode search',
      state({ postcode: { postcode: '2000', locality: 'Sydney' } }),
      plain,
      '_postcode=2000&_locality=Sydney',
    ],
    ['a state search', state({ postcode: { state: 'VIC' } }), plain, '_state=VIC'],
    ['a retailer search', state({ postcode: { retailer: 'SCLR01' } }), plain, '_retailer=SCLR01'],
  ])('%s', (_, current, defaults, expected) => {
    expect(writeLocatorQuery(current, defaults).toString()).toBe(expected)
  })
})

describe('readLocatorQuery', () => {
  it.each<[string, string, LocatorState, LocatorState]>([
    ['an empty query is the defaults', '', branded, branded],
    [
      'a model over the default brand',
      'nameplate_name_in=Defender',
      branded,
      state({ values: { models: ['Defender'] } }, branded),
    ],
    [
      'a cleared default filter',
      'nameplate_brand_name_in=',
      branded,
      { ...branded, filters: { values: {}, ranges: {} } },
    ],
    ['a range', 'mileage_lteq=20000', plain, state({ ranges: { mileage: { max: 20000 } } })],
    ['sort and page', 'sort=mileageAsc&page=2', plain, state({ sort: 'mileageAsc', page: 2 })],
    [
      'the postcode fields',
      '_postcode=2000&_locality=Sydney&_state=NSW',
      plain,
      state({ postcode: { postcode: '2000', locality: 'Sydney', state: 'NSW' } }),
    ],
    [
      'unknown parameters (tracking) are dropped',
      'utm_source=mail&nameplate_name_in=XE',
      plain,
      state({ values: { models: ['XE'] } }),
    ],
    [
      'a bad value is dropped, the rest kept',
      'mileage_lteq=lots&sort=priceAsc',
      plain,
      state({ sort: 'priceAsc' }),
    ],
    ['an unknown engine is dropped', 'engine_type_includes=steam&page=2', plain, state({ page: 2 })],
    ['a negative bound is dropped', 'power_gteq=-1', plain, plain],
    ['a page of 0 is dropped', 'page=0', plain, plain],
    ['the block decides the page size and forced dealers', 'items=1000&forced_dealer_codes=X', plain, plain],
    [
      'the key[] form',
      'state_in[]=used&state_in[]=approved',
      plain,
      state({ values: { states: ['used', 'approved'] } }),
    ],
  ])('%s', (_, query, defaults, expected) => {
    expect(readLocatorQuery(new URLSearchParams(query), defaults)).toEqual(expected)
  })

  it.each<[string, LocatorState, LocatorState]>([
    ['defaults', branded, branded],
    [
      'filters, ranges, sort, page and postcode',
      state(
        {
          values: { models: ['Defender 110', 'Defender 90'], statuses: ['stock'] },
          ranges: { display_price: { max: 90000 }, production_year: { min: 2023 } },
          sort: 'priceDesc',
          page: 4,
          postcode: { state: 'QLD' },
        },
        branded,
      ),
      branded,
    ],
    ['a cleared default', { ...branded, filters: { values: {}, ranges: {} } }, branded],
    [
      'names with spaces, commas and ampersands',
      state({ values: { specific_colors: ['Carpathian Grey, Satin', 'R&D Blue'] } }),
      plain,
    ],
  ])('round trip: %s', (_, current, defaults) => {
    const query = writeLocatorQuery(current, defaults).toString()
    expect(readLocatorQuery(new URLSearchParams(query), defaults)).toEqual(current)
  })
})
