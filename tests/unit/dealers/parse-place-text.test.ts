// Issue 25 item 10, decision 067: a place typed the way shoppers type it.
import { describe, expect, it } from 'vitest'
import { parsePlaceText } from '../../../engine/dealers/parse-place-text.js'
import { normalisePostcodeSearch } from '../../../engine/stock-locator/normalise-postcode-search.js'

describe('parsePlaceText', () => {
  it.each([
    ['2000 Sydney', { postcode: '2000', locality: 'Sydney' }],
    ['Sydney 2000', { postcode: '2000', locality: 'Sydney' }],
    ['Sydney, NSW 2000', { postcode: '2000', locality: 'Sydney' }],
    ['  2000  ', { postcode: '2000' }],
    ['2000', { postcode: '2000' }],
    ['800', { postcode: '0800' }],
    ['sydney', { locality: 'sydney' }],
    ['Wagga   Wagga NSW', { locality: 'Wagga Wagga' }],
    ['North Sydney 2060', { postcode: '2060', locality: 'North Sydney' }],
    // A word that is a state on its own stays: it is all the shopper wrote.
    ['NSW', { locality: 'NSW' }],
    // Five digits are not an Australian postcode: they stay words, which no place is called.
    ['20000', { locality: '20000' }],
    ['qwzxv', { locality: 'qwzxv' }],
    ['', {}],
    ['   ', {}],
  ])('%j is %j', (text, expected) => {
    expect(parsePlaceText(text)).toEqual(expected)
  })

  it('keeps a locality to 100 characters', () => {
    expect(parsePlaceText('x'.repeat(500)).locality).toHaveLength(100)
  })
})

describe('normalisePostcodeSearch (the stock locator’s fields)', () => {
  it.each([
    [{ postcode: '2000 Sydney' }, { postcode: '2000', locality: 'Sydney' }],
    [{ locality: '2000 Sydney' }, { postcode: '2000', locality: 'Sydney' }],
    [
      { postcode: ' 2000 ', locality: ' Sydney ' },
      { postcode: '2000', locality: 'Sydney' },
    ],
    [{ postcode: 'sydney' }, { locality: 'sydney' }],
    [{ postcode: '', locality: '', state: ' NSW ', retailer: '' }, { state: 'NSW' }],
    [{ retailer: 'SCLR01' }, { retailer: 'SCLR01' }],
    [{}, {}],
  ])('%j is %j', (search, expected) => {
    expect(normalisePostcodeSearch(search)).toEqual(expected)
  })
})
