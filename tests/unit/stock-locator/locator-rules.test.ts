import { describe, expect, it } from 'vitest'
import { locatorDefaults } from '../../../engine/stock-locator/locator-defaults.js'
import { locatorListingQuery } from '../../../engine/stock-locator/locator-listing-query.js'
import { matchDealers } from '../../../engine/stock-locator/match-dealers.js'
import { maxPriceFromBudget } from '../../../engine/stock-locator/max-price-from-budget.js'
import type { PostcodeSearch } from '../../../engine/stock-locator/postcode-search.js'
import {
  postcodeSearchMode,
  type PostcodeSearchMode,
} from '../../../engine/stock-locator/postcode-search-mode.js'
import { postcodeQuery } from '../../../engine/stock-locator/postcode-query.js'

describe('postcodeSearchMode (000 §4)', () => {
  it.each<[PostcodeSearch, PostcodeSearchMode]>([
    [{ postcode: '2000', locality: 'Sydney' }, 'postcode'],
    [{ postcode: '2000', locality: 'Sydney', state: 'NSW', retailer: 'X' }, 'postcode'],
    [{ postcode: '2000', state: 'NSW' }, 'state'],
    [{ locality: 'Sydney', state: 'NSW' }, 'state'],
    [{ state: 'VIC', retailer: 'X' }, 'state'],
    [{ retailer: 'SCLR01' }, 'retailer'],
    // A postcode or a locality alone searches too (000 §5, decision 067).
    [{ postcode: '2000' }, 'postcode'],
    [{ locality: 'Sydney' }, 'postcode'],
    [{ postcode: '2000', retailer: 'X' }, 'postcode'],
    [{}, null],
  ])('%j is %s', (search, mode) => {
    expect(postcodeSearchMode(search)).toBe(mode)
  })

  it.each<[PostcodeSearch, string]>([
    [{}, ''],
    [{ postcode: '2000', locality: 'North Sydney' }, '_postcode=2000&_locality=North+Sydney'],
    [{ state: ' VIC ' }, '_state=VIC'],
    [{ retailer: 'a&b' }, '_retailer=a%26b'],
  ])('postcodeQuery(%j) is %s', (search, expected) => {
    expect(postcodeQuery(search)).toBe(expected)
  })
})

const dealer = (id: string, state: string, postcode: string, locality: string) => ({
  id,
  dealer_code: `code-${id}`,
  state,
  postcode,
  zipcode: postcode,
  locality,
  city: locality,
})
const dealers = [
  dealer('a', 'NSW', '2064', 'Artarmon'),
  dealer('b', 'VIC', '3108', 'Doncaster'),
  dealer('c', 'NSW', '2000', 'Sydney'),
]

describe('matchDealers (000 §5)', () => {
  it.each<[PostcodeSearch, string[] | null]>([
    [{}, null],
    [{ postcode: '2064', locality: 'artarmon' }, ['a']],
    [{ postcode: '2064', locality: 'Sydney' }, []],
    [{ postcode: '2000' }, ['c']],
    [{ locality: 'SYDNEY' }, ['c']],
    [{ postcode: '2017' }, []],
    [{ state: 'NSW' }, ['a', 'c']],
    [{ state: 'WA' }, []],
    [{ retailer: 'b' }, ['b']],
    [{ retailer: 'code-c' }, ['c']],
    [{ retailer: 'nobody' }, []],
  ])('%j finds %j', (search, ids) => {
    expect(matchDealers(dealers, search)?.map((d) => d.id) ?? null).toEqual(ids)
  })
})

describe('maxPriceFromBudget (the reverse calculator)', () => {
  it.each<[string, Parameters<typeof maxPriceFromBudget>[0], number | null]>([
    [
      'no interest: budget times months plus deposit',
      { monthlyBudget: 1000, deposit: 5000, months: 48, annualRatePercent: 0 },
      53000,
    ],
    ['an annuity at 6 %', { monthlyBudget: 1000, deposit: 0, months: 60, annualRatePercent: 6 }, 51725],
    [
      'a deposit adds to the price',
      { monthlyBudget: 1000, deposit: 10000, months: 60, annualRatePercent: 6 },
      61725,
    ],
    ['a budget of 0 fails', { monthlyBudget: 0, deposit: 0, months: 48, annualRatePercent: 6 }, null],
    [
      'no budget (NaN) fails',
      { monthlyBudget: Number.NaN, deposit: 0, months: 48, annualRatePercent: 6 },
      null,
    ],
    ['a negative deposit fails', { monthlyBudget: 800, deposit: -1, months: 48, annualRatePercent: 6 }, null],
    ['a term of 0 fails', { monthlyBudget: 800, deposit: 0, months: 0, annualRatePercent: 6 }, null],
    [
      'an infinite budget fails',
      { monthlyBudget: Number.POSITIVE_INFINITY, deposit: 0, months: 48, annualRatePercent: 0 },
      null,
    ],
  ])('%s', (_, input, expected) => {
    const result = maxPriceFromBudget(input)
    expect(result.ok ? result.maxPrice : null).toBe(expected)
  })
})

describe('locatorDefaults and the listing query', () => {
  it.each<[string, Parameters<typeof locatorDefaults>[0], string, string[], string[]]>([
    ['nothing set: new, no brand, no dealers', {}, 'new', [], []],
    ['the approved list', { vehicles: { headline: 'x', list: 'approved' } }, 'approved', [], []],
    ['an unknown list falls back to new', { vehicles: { list: 'demo' } }, 'new', [], []],
    [
      'a brand and dealer codes',
      { sl_key_brand: ' Jaguar ', ci_key_list: 'A1, B2,,' },
      'new',
      ['Jaguar'],
      ['A1', 'B2'],
    ],
  ])('%s', (_, block, list, brands, codes) => {
    const defaults = locatorDefaults(block)
    expect(defaults.list).toBe(list)
    expect(defaults.state.filters.values.brands ?? []).toEqual(brands)
    expect(defaults.dealerCodes).toEqual(codes)
  })

  it.each<[string, string[], string[] | null, number, string[]]>([
    ['the block dealers without a search', ['A1'], null, 2, ['A1']],
    ['the dealers a search found instead', ['A1'], ['B2', 'C3'], 1, ['B2', 'C3']],
    ['a page below 1 is page 1', [], null, 0, []],
  ])('%s', (_, blockCodes, searchCodes, page, forced) => {
    const state = { ...locatorDefaults({}).state, page }
    const query = locatorListingQuery(state, blockCodes, searchCodes)
    expect(query.forced_dealer_codes).toEqual(forced)
    expect(query.forced_statuses).not.toContain('sold')
    expect(query.forced_statuses).toContain('stock')
    expect(query.items).toBe(12)
    expect(query.page).toBe(Math.max(1, page))
  })
})
