import { describe, expect, it } from 'vitest'
import { locatorDefaults } from '../../../engine/stock-locator/locator-defaults.js'
import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import { locatorUrlChange } from '../../../engine/stock-locator/locator-url-change.js'
import { readLocatorQuery } from '../../../engine/stock-locator/read-locator-query.js'

const defaults = locatorDefaults({}).state
const at = (search: string, hash = '') => ({ pathname: '/stock', search, hash })
/** The state the page shows for a query, as the locator reads it. */
const shown = (search: string) => readLocatorQuery(new URLSearchParams(search), defaults)
const withRange = (state: LocatorState, min?: number, max?: number): LocatorState => ({
  ...state,
  filters: { ...state.filters, ranges: { ...state.filters.ranges, mileage: { min, max } } },
})

describe('locatorUrlChange (an unchanged search adds no history entry)', () => {
  it.each([
    ['no query, nothing chosen', ''],
    ['a model and a page', '?nameplate_name_in=Defender+110&page=2'],
    ['a range', '?mileage_gteq=1000&mileage_lteq=20000'],
    ['parameters in another order', '?mileage_lteq=20000&nameplate_name_in=Defender&mileage_gteq=1000'],
    ['a campaign tag beside the search', '?utm_source=mail&nameplate_name_in=Defender'],
    ['parameters the locator ignores', '?mileage_lteq=abc&page=1'],
  ])('the search the page shows (%s) → null', (_, search) => {
    expect(locatorUrlChange(at(search), shown(search), defaults)).toBeNull()
  })

  it('an "Apply" of a range with the same bounds → null', () => {
    const search = '?mileage_lteq=20000'
    expect(locatorUrlChange(at(search), withRange(shown(search), undefined, 20000), defaults)).toBeNull()
  })

  it('an "Apply" of a range with a bound below 0, which the URL never carries → null', () => {
    expect(locatorUrlChange(at(''), withRange(defaults, -5), defaults)).toBeNull()
  })

  it.each<[string, string, LocatorState, string]>([
    ['a new range bound', '', withRange(defaults, undefined, 20000), '/stock?mileage_lteq=20000'],
    [
      'a changed bound',
      '?mileage_lteq=20000',
      withRange(defaults, undefined, 30000),
      '/stock?mileage_lteq=30000',
    ],
    ['a cleared bound', '?mileage_lteq=20000', withRange(defaults), '/stock'],
    ['the next page', '', { ...defaults, page: 2 }, '/stock?page=2'],
  ])('%s → the new URL', (_, search, next, url) => {
    expect(locatorUrlChange(at(search), next, defaults)).toBe(url)
  })

  it('keeps the hash', () => {
    expect(locatorUrlChange(at('', '#results'), { ...defaults, page: 3 }, defaults)).toBe(
      '/stock?page=3#results',
    )
  })
})
