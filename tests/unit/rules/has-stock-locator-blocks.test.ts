import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hasStockLocatorBlocks } from '../../../engine/rules/has-stock-locator-blocks.js'
import { pageKind } from '../../../engine/rules/page-kind.js'

const fixture = (name: string): unknown => JSON.parse(readFileSync(`fixtures/pages/${name}.json`, 'utf8'))
const block = (template: string, attributes: Record<string, unknown> = {}) => ({
  id: template,
  template,
  attributes,
})

describe('hasStockLocatorBlocks: which CMS pages are listing pages (000 §2, decision 060)', () => {
  it.each([
    'lrdx-stock',
    'lrdx-stock-ar',
    'lrdx-stock-overseas',
    'lrdx-stock-new',
    'lrdx-stock-approved',
    'lrdx-stock-used',
    'lrdx-stock-used-ar',
    'jdx-stock',
    'jdx-stock-new-ar',
    'jdx-stock-approved',
    'jdx-stock-used',
  ])('the stock page %s pushes plp', (name) => {
    expect(pageKind('page', hasStockLocatorBlocks(fixture(name)))).toBe('plp')
  })

  it.each(['lrdx-home', 'jdx-home', 'lrdx-finance', 'jdx-news-ar'])(
    '%s (a stock carousel at most) stays dx_other',
    (name) => {
      expect(pageKind('page', hasStockLocatorBlocks(fixture(name)))).toBe('dx_other')
    },
  )

  it('finds a stock locator inside a slot, and counts neither teaser block', () => {
    const tabs = block('jlr-tabs', { tabs: [{ title: 'Stock', content: [block('stock-locator-overseas')] }] })
    expect(hasStockLocatorBlocks({ blocks: [block('jlr-html-block'), tabs] })).toBe(true)
    expect(
      hasStockLocatorBlocks({
        blocks: [block('stock-locator-carousel'), block('jlr-in-page-cars-inventory-server-side-rendered')],
      }),
    ).toBe(false)
    expect(hasStockLocatorBlocks({ blocks: [] })).toBe(false)
    expect(hasStockLocatorBlocks(null)).toBe(false)
  })
})
