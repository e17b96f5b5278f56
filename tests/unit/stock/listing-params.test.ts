import { describe, expect, it } from 'vitest'
import { defaultListingQuery } from '../../../engine/stock/default-listing-query.js'
import { parseListingParams, toListingParams } from '../../../engine/stock/listing-params.js'
import type { ListingQuery } from '../../../engine/stock/stock-types.js'

/** A query from the defaults with some parts changed. */
const query = (change: (q: ListingQuery) => void): ListingQuery => {
  const q = defaultListingQuery()
  change(q)
  return q
}

// [description, query, the query string both ways]
const ROUND_TRIPS: [string, ListingQuery, string][] = [
  ['no filter', defaultListingQuery(), ''],
  [
    'brands',
    query((q) => (q.filters.values.brands = ['Land Rover', 'Jaguar'])),
    'nameplate_brand_name_in=Land+Rover&nameplate_brand_name_in=Jaguar',
  ],
  [
    'brands with a model group',
    query((q) => {
      q.filters.values.brands = ['Land Rover']
      q.filters.model_group = 'Range Rover'
    }),
    'nameplate_brand_name_in=Land+Rover&nameplate_model_group_eq=Range+Rover',
  ],
  ['models', query((q) => (q.filters.values.models = ['Defender 110'])), 'nameplate_name_in=Defender+110'],
  [
    'financing options',
    query((q) => (q.filters.values.financing_options = ['lease'])),
    'financing_options=lease',
  ],
  ['states', query((q) => (q.filters.values.states = ['new', 'used'])), 'state_in=new&state_in=used'],
  ['statuses', query((q) => (q.filters.values.statuses = ['stock'])), 'status_in=stock'],
  [
    'engine types',
    query((q) => (q.filters.values.engine_types = ['phev', 'bev'])),
    'engine_type_includes=phev&engine_type_includes=bev',
  ],
  ['transmissions', query((q) => (q.filters.values.transmissions = ['manual'])), 'transmission_in=manual'],
  ['colours', query((q) => (q.filters.values.colors = ['black'])), 'color_canonical_in=black'],
  [
    'specific colours',
    query((q) => (q.filters.values.specific_colors = ['Eiger Grey'])),
    'color_name_in=Eiger+Grey',
  ],
  ['dealers', query((q) => (q.filters.values.dealers = ['dealer-001'])), 'owner_id_in=dealer-001'],
  [
    'seats',
    query((q) => (q.filters.values.number_of_seats = ['5', '7'])),
    'number_of_seats_in=5&number_of_seats_in=7',
  ],
  [
    'mileage range',
    query((q) => (q.filters.ranges.mileage = { min: 100, max: 50000 })),
    'mileage_gteq=100&mileage_lteq=50000',
  ],
  [
    'production year from',
    query((q) => (q.filters.ranges.production_year = { min: 2019 })),
    'production_year_gteq=2019',
  ],
  ['model year to', query((q) => (q.filters.ranges.model_year = { max: 2024 })), 'model_year_lteq=2024'],
  ['power', query((q) => (q.filters.ranges.power = { min: 200, max: 400 })), 'power_gteq=200&power_lteq=400'],
  [
    'display price with cents',
    query((q) => (q.filters.ranges.display_price = { max: 99999.5 })),
    'display_price_lteq=99999.5',
  ],
  ['msrp price from 0', query((q) => (q.filters.ranges.msrp_price = { min: 0 })), 'msrp_price_gteq=0'],
  [
    'forced statuses',
    query((q) => (q.forced_statuses = ['stock', 'demo'])),
    'forced_statuses=stock&forced_statuses=demo',
  ],
  ['forced dealer codes', query((q) => (q.forced_dealer_codes = ['AU01101'])), 'forced_dealer_codes=AU01101'],
  [
    'owner dealer codes',
    query((q) => (q.owner_dealer_codes_includes = ['AU01101', 'AU01108'])),
    'filter%5Bowner_dealer_codes_includes%5D=AU01101&filter%5Bowner_dealer_codes_includes%5D=AU01108',
  ],
  ['items', query((q) => (q.items = 6)), 'items=6'],
  ['page', query((q) => (q.page = 3)), 'page=3'],
  ['sort', query((q) => (q.sort = 'priceAsc')), 'sort=priceAsc'],
  [
    'everything at once',
    query((q) => {
      q.filters.values.brands = ['Jaguar']
      q.filters.values.statuses = ['stock', 'reserved']
      q.filters.ranges.mileage = { max: 20000 }
      q.forced_statuses = ['stock']
      q.items = 1
      q.page = 2
      q.sort = 'status'
    }),
    'nameplate_brand_name_in=Jaguar&status_in=stock&status_in=reserved&mileage_lteq=20000&forced_statuses=stock&items=1&page=2&sort=status',
  ],
]

describe('listing parameters both ways', () => {
  it.each(ROUND_TRIPS)('%s: writes the query string', (_name, q, expected) => {
    expect(toListingParams(q).toString()).toBe(expected)
  })
  it.each(ROUND_TRIPS)('%s: reads it back', (_name, q, qs) => {
    expect(parseListingParams(new URLSearchParams(qs))).toEqual({ ok: true, value: q })
  })
})

describe('toListingParams leaves out what is default or meaningless', () => {
  it.each<[string, Partial<ListingQuery>, string]>([
    [
      'a range bound below 0',
      { filters: { values: {}, ranges: { mileage: { min: -1, max: 500 } } } },
      'mileage_lteq=500',
    ],
    ['both bounds below 0', { filters: { values: {}, ranges: { power: { min: -10, max: -1 } } } }, ''],
    ['a bound that is not a number', { filters: { values: {}, ranges: { power: { min: Number.NaN } } } }, ''],
    [
      'empty value lists and empty values',
      { filters: { values: { brands: [], models: [''] }, ranges: {} } },
      '',
    ],
    ['default items, page and sort', { items: 12, page: 1, sort: 'createdAtDesc' }, ''],
    ['an empty partial query', {}, ''],
  ])('%s', (_name, q, expected) => {
    expect(toListingParams(q).toString()).toBe(expected)
  })
})

describe('parseListingParams accepts', () => {
  it.each<[string, string, (q: ListingQuery) => void]>([
    ['the key[] form', 'state_in[]=new&state_in[]=used', (q) => (q.filters.values.states = ['new', 'used'])],
    [
      'key and key[] mixed',
      'status_in=stock&status_in[]=sold',
      (q) => (q.filters.values.statuses = ['stock', 'sold']),
    ],
    [
      'a repeated value once',
      'status_in=stock&status_in=stock',
      (q) => (q.filters.values.statuses = ['stock']),
    ],
    [
      'the bracketed owner codes as key[]',
      'filter[owner_dealer_codes_includes][]=AU1',
      (q) => (q.owner_dealer_codes_includes = ['AU1']),
    ],
    ['items at the bounds', 'items=1', (q) => (q.items = 1)],
    ['items 12', 'items=12', (q) => (q.items = 12)],
    ['equal bounds', 'mileage_gteq=5&mileage_lteq=5', (q) => (q.filters.ranges.mileage = { min: 5, max: 5 })],
    [
      'SQL meta-characters as a value (they are data)',
      "color_name_in=x'%3B DROP TABLE vehicles%3B--",
      (q) => (q.filters.values.specific_colors = ["x'; DROP TABLE vehicles;--"]),
    ],
  ])('%s', (_name, qs, change) => {
    expect(parseListingParams(new URLSearchParams(qs))).toEqual({ ok: true, value: query(change) })
  })
})

describe('parseListingParams refuses, naming the parameter', () => {
  it.each<[string, string, string, string]>([
    ['an unknown parameter', 'colour=red', 'colour', 'is not a known parameter'],
    ['an unknown bracketed parameter', 'q[brand_eq]=Jaguar', 'q[brand_eq]', 'is not a known parameter'],
    ['items over 12', 'items=1000', 'items', 'must be a whole number from 1 to 12'],
    ['items 0', 'items=0', 'items', 'must be a whole number from 1 to 12'],
    ['items not a number', 'items=ten', 'items', 'must be a whole number from 1 to 12'],
    ['items twice', 'items=2&items=3', 'items', 'must be given once'],
    ['page 0', 'page=0', 'page', 'must be a whole number from 1 to 100000'],
    ['a negative page', 'page=-1', 'page', 'must be a whole number from 1 to 100000'],
    ['a huge page', 'page=99999999', 'page', 'must be a whole number from 1 to 100000'],
    ['an unknown sort', 'sort=random', 'sort', 'must be one of productionYearAsc'],
    ['a status out of the list', 'status_in=lost', 'status_in', 'must be one of stock'],
    ['a forced status out of the list', 'forced_statuses=x', 'forced_statuses', 'must be one of stock'],
    ['a list state out of the list', 'state_in=old', 'state_in', 'must be one of new, approved, used'],
    ['an unknown fuel', 'engine_type_includes=steam', 'engine_type_includes', 'must be one of petrol'],
    ['an unknown transmission', 'transmission_in=cvt', 'transmission_in', 'must be one of auto, manual'],
    [
      'an unknown financing option',
      'financing_options=barter',
      'financing_options',
      'must be one of purchase',
    ],
    [
      'seats not a number',
      'number_of_seats_in=five',
      'number_of_seats_in',
      'must be a whole number from 1 to 99',
    ],
    ['a negative bound', 'mileage_gteq=-1', 'mileage_gteq', 'must be a number from 0 to 1000000000'],
    [
      'a huge bound',
      'display_price_lteq=1e300',
      'display_price_lteq',
      'must be a number from 0 to 1000000000',
    ],
    [
      'a bound over the maximum',
      'power_lteq=9999999999',
      'power_lteq',
      'must be a number from 0 to 1000000000',
    ],
    [
      'a bound that is not a number',
      'production_year_gteq=2019x',
      'production_year_gteq',
      'must be a number',
    ],
    [
      'crossed bounds',
      'mileage_gteq=10&mileage_lteq=5',
      'mileage_gteq',
      'must not be greater than mileage_lteq',
    ],
    [
      'a 10,000-character value',
      `nameplate_name_in=${'x'.repeat(10_000)}`,
      'nameplate_name_in',
      'must be at most 100 characters',
    ],
    ['an empty value', 'nameplate_brand_name_in=', 'nameplate_brand_name_in', 'must not be empty'],
    ['an empty model group', 'nameplate_model_group_eq=', 'nameplate_model_group_eq', 'must not be empty'],
    [
      'a model group twice',
      'nameplate_model_group_eq=a&nameplate_model_group_eq=b',
      'nameplate_model_group_eq',
      'must be given once',
    ],
    ['a control character', 'owner_id_in=a%00b', 'owner_id_in', 'must not contain control characters'],
    [
      'too many values',
      Array.from({ length: 51 }, (_, i) => `owner_id_in=d${i}`).join('&'),
      'owner_id_in',
      'accepts at most 50 values',
    ],
  ])('%s', (_name, qs, parameter, message) => {
    const parsed = parseListingParams(new URLSearchParams(qs))
    expect(parsed.ok).toBe(false)
    const errors = parsed.ok ? [] : parsed.errors
    expect(errors).toEqual([{ parameter, message: expect.stringContaining(message) }])
  })

  it('names every bad parameter at once', () => {
    const parsed = parseListingParams(new URLSearchParams('items=1000&foo=1&sort=x'))
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.parameter)).toEqual(['foo', 'items', 'sort'])
  })
})
