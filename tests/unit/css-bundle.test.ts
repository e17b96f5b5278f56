import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cssBundles } from '../../server/ssr/css-bundle.js'

const bundles = cssBundles(join(import.meta.dirname, '../../renderer'))
const cssOf = (theme: string, keys: string[]) =>
  bundles.get(bundles.urlFor(theme, keys).replace('/assets/css/', '').replace('.css', '')) ?? ''

describe('CSS bundles', () => {
  it('carry the storefront and forms CSS only on pages whose blocks use them', () => {
    const plain = cssOf('lrdx', ['jlr-hero-title-banner'])
    expect(plain).toContain('blocks/jlr-hero-title-banner/')
    expect(plain).not.toContain('storefront/stock-list/')
    expect(plain).not.toContain('forms/lead-form.css')

    const stock = cssOf('lrdx', ['stock-locator', 'masonry'])
    expect(stock).toContain('storefront/stock-list/')
    expect(stock).toContain('blocks/masonry/')
    // The parts come before the blocks, so a block's own rules win.
    expect(stock.indexOf('storefront/stock-list/')).toBeLessThan(stock.indexOf('blocks/masonry/'))

    expect(cssOf('jdx', ['expanded-entry-form'])).toContain('forms/lead-form.css')
  })

  it('gives routes outside the CMS their app by unit name', () => {
    const vehicle = cssOf('lrdx', ['storefront/vehicle-page'])
    expect(vehicle).toContain('storefront/vehicle-page/')
    // The vehicle page shows similar vehicles as stock cards.
    expect(vehicle).toContain('storefront/stock-list/')
    expect(vehicle).not.toContain('blocks/')
  })

  it('names one bundle per combination, whatever the order of the keys', () => {
    expect(bundles.urlFor('lrdx', ['stock-locator', 'masonry'])).toBe(
      bundles.urlFor('lrdx', ['masonry', 'stock-locator', 'masonry']),
    )
    expect(bundles.urlFor('lrdx', ['masonry'])).not.toBe(bundles.urlFor('jdx', ['masonry']))
  })
})
