import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cssBundles } from '../../server/ssr/css-bundle.js'

// The client build (tests/global-setup.ts builds it when missing or stale).
const clientDir = join(import.meta.dirname, '../../dist/client')
const bundles = cssBundles(clientDir)
const PREFIX = '/assets/css/'
/** The page's blocks stylesheet (the second link), or '' when it links only the theme's core. */
const blocksCss = (theme: string, keys: string[]) => {
  const url = bundles.urlsFor(theme, keys)[1]
  return url ? (bundles.get(url.slice(PREFIX.length)) ?? 'missing') : ''
}
const builtFile = (name: string) => {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  return readFileSync(join(clientDir, manifest[`renderer/.css-units/${name}.css`]!.file), 'utf8').trim()
}

describe('CSS bundles from the client build', () => {
  it("link the theme's core first, built from base, theme, shared pieces and layout", () => {
    const [core] = bundles.urlsFor('jdx', ['jlr-snippet'])
    expect(core).toMatch(/^\/assets\/css-core-jdx-[A-Za-z0-9_-]{8}\.css$/)
    const css = readFileSync(join(clientDir, core!), 'utf8')
    expect(css).toContain('[data-theme=jdx]')
    expect(css).not.toMatch(/data-theme=.?lrdx/)
    expect(css.indexOf('box-sizing')).toBeLessThan(css.indexOf('.rich-text'))
    expect(css.indexOf('.rich-text')).toBeLessThan(css.indexOf('.site-footer'))
  })

  it('carry the storefront and forms CSS only on pages whose blocks use them', () => {
    const plain = blocksCss('lrdx', ['jlr-hero-title-banner'])
    expect(plain).toBe(builtFile('blocks-jlr-hero-title-banner'))

    const stock = blocksCss('lrdx', ['stock-locator', 'masonry'])
    expect(stock).toBe([builtFile('storefront-stock-list'), builtFile('blocks-masonry')].join('\n'))

    expect(blocksCss('jdx', ['expanded-entry-form'])).toBe(
      [builtFile('forms'), builtFile('blocks-expanded-entry-form')].join('\n'),
    )
  })

  it('carry the VIN field only on pages whose blocks draw it (the map update, the VIN checker)', () => {
    const [core] = bundles.urlsFor('lrdx', ['jlr-map-update'])
    expect(readFileSync(join(clientDir, core!), 'utf8')).not.toContain('.vin-input')
    expect(blocksCss('lrdx', ['jlr-map-update'])).toBe(
      [builtFile('storefront-vin-input'), builtFile('blocks-jlr-map-update')].join('\n'),
    )
    expect(blocksCss('jdx', ['jlr-vin-checker-local'])).toBe(
      [builtFile('storefront-vin-input'), builtFile('blocks-jlr-vin-checker-local')].join('\n'),
    )
    expect(builtFile('storefront-vin-input')).toContain('.vin-input__control')
    expect(blocksCss('lrdx', ['jlr-hero-title-banner'])).not.toContain('.vin-input')
  })

  it('carry the blocks’ dropdown and choice button once, for each block that draws them', () => {
    for (const key of ['info-system', 'jlr-select-vehicle-to-update', 'jlr-tabs'])
      expect(blocksCss('lrdx', [key]), key).toBe(
        [builtFile('storefront-choice-select'), builtFile(`blocks-${key}`)].join('\n'),
      )
    expect(builtFile('storefront-choice-select')).toContain('.choice-select__control select')
    expect(builtFile('blocks-info-system')).not.toContain('appearance:none')
  })

  it('give routes outside the CMS their app by unit name', () => {
    // The vehicle page shows similar vehicles as stock cards and the finance inputs of the finance
    // calculator; parts in name order, before any block.
    expect(blocksCss('lrdx', ['storefront/vehicle-page'])).toBe(
      [
        builtFile('storefront-finance'),
        builtFile('storefront-stock-list'),
        builtFile('storefront-vehicle-page'),
      ].join('\n'),
    )
  })

  it('link the core alone on a page without styled blocks', () => {
    expect(bundles.urlsFor('lrdx', [])).toHaveLength(1)
    expect(bundles.urlsFor('lrdx', ['stock-locator-carousel', 'unknown-template'])).toHaveLength(2)
    expect(bundles.urlsFor('lrdx', ['unknown-template'])).toHaveLength(1)
  })

  it('name one URL per combination, whatever the order of the keys', () => {
    expect(bundles.urlsFor('lrdx', ['stock-locator', 'masonry'])).toEqual(
      bundles.urlsFor('lrdx', ['masonry', 'stock-locator', 'masonry']),
    )
    expect(bundles.urlsFor('lrdx', ['masonry'])[0]).not.toBe(bundles.urlsFor('jdx', ['masonry'])[0])
    expect(bundles.urlsFor('lrdx', ['masonry'])[1]).toBe(bundles.urlsFor('jdx', ['masonry'])[1])
  })

  it('answer only the names of this build, in the order pages link them', () => {
    const url = bundles.urlsFor('lrdx', ['stock-locator', 'masonry'])[1]!.slice(PREFIX.length)
    const [a, b] = url.slice(0, -4).split('.')
    expect(bundles.get(`${b}.${a}.css`)).toBeUndefined()
    expect(bundles.get(`${a}.${a}.css`)).toBeUndefined()
    expect(bundles.get('AAAAAAAA.css')).toBeUndefined()
    expect(bundles.get('../../.vite/manifest.json')).toBeUndefined()
    // A fresh instance of the same build answers a URL another one linked (several servers behind a balancer).
    expect(cssBundles(clientDir).get(url)).toBe(bundles.get(url))
  })

  it('link nothing without a client build', () => {
    const none = cssBundles(mkdtempSync(join(tmpdir(), 'no-client-')))
    expect(none.built).toBe(false)
    expect(none.urlsFor('lrdx', ['masonry'])).toEqual([])
  })

  it('refuse a theme the build has no core for', () => {
    expect(() => bundles.urlsFor('nope', [])).toThrow(/theme nope/)
  })
})
