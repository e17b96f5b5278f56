import { describe, expect, it } from 'vitest'
import { orderRetailers, type FooterRetailer } from '../../../engine/rules/retailer-order.js'
import { retailersUrl } from '../../../engine/rules/retailers-url.js'

const r = (id: string, position?: number, tag_class?: string): FooterRetailer => ({
  id,
  name: id,
  position,
  tag_class,
})

describe('orderRetailers (000 §4)', () => {
  it.each<[string, FooterRetailer[], string[], string | null]>([
    [
      'sorted by position, first sales preselected',
      [r('c', 3, 'service'), r('a', 1, 'service'), r('b', 2, 'sales service')],
      ['a', 'b', 'c'],
      'b',
    ],
    ['first when none sells', [r('b', 2, 'service'), r('a', 1)], ['a', 'b'], 'a'],
    ['no position last, by name', [r('z'), r('y'), r('x', 9)], ['x', 'y', 'z'], 'x'],
    ['case-insensitive tag', [r('a', 1), r('b', 2, 'SALES')], ['a', 'b'], 'b'],
    ['empty list', [], [], null],
  ])('%s', (_name, input, order, preselected) => {
    const out = orderRetailers(input)
    expect(out.retailers.map((x) => x.id)).toEqual(order)
    expect(out.preselectedId).toBe(preselected)
  })
})

describe('retailersUrl', () => {
  it.each<[string, string, string, string]>([
    [
      '/api/retailers?market={market}&language={language}',
      'au',
      'en',
      '/api/retailers?market=au&language=en',
    ],
    [
      'https://retailers.example.com/{market}/{language}/retailers.json',
      'ae',
      'ar',
      'https://retailers.example.com/ae/ar/retailers.json',
    ],
    ['/r/{market}', 'a b', 'en', '/r/a%20b'],
  ])('%s', (template, market, language, expected) => {
    expect(retailersUrl(template, market, language)).toBe(expected)
  })
})
