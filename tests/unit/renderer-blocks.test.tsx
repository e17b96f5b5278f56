import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { newBlock } from '../../engine/defaults/new-block.js'
import { listTemplates } from '../../engine/registry/template-registry.js'
import { walkBlocks } from '../../engine/tree/walk-blocks.js'
import { BlockList } from '../../renderer/blocks/block-list.js'
import { BlockDataCache } from '../../renderer/blocks/loaded-block.js'
import { RenderContextProvider, type RenderContext } from '../../renderer/context/render-context.js'
import { blockRegistry } from '../../renderer/registry.js'
import type { Block, PageDocument } from '../../templates/generated/types.js'

const PAGES = resolve(import.meta.dirname, '../../fixtures/pages')

function contextFor(page: Pick<PageDocument, 'site' | 'locale'>): RenderContext {
  return {
    site: { key: page.site, name: page.site === 'jdx' ? 'Jaguar' : 'Land Rover', brand: page.site },
    theme: page.site === 'jdx' ? 'jdx' : 'lrdx',
    locale: page.locale,
    dir: page.locale === 'ar' ? 'rtl' : 'ltr',
    environment: 'server',
    strict: true,
    localePrefix: page.locale === 'en' ? '' : `/${page.locale}`,
  }
}

function render(blocks: readonly Block[], page: Pick<PageDocument, 'site' | 'locale'>): string {
  return renderToStaticMarkup(
    <RenderContextProvider value={contextFor(page)}>
      <BlockDataCache.Provider value={new Map()}>
        <BlockList blocks={blocks} root />
      </BlockDataCache.Provider>
    </RenderContextProvider>,
  )
}

/** Text as React escapes it in markup. */
function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

const pages = readdirSync(PAGES)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, page: JSON.parse(readFileSync(join(PAGES, name), 'utf8')) as PageDocument }))

describe('block components on the fixture pages', () => {
  it.each(pages)('$name renders every block with its heading', ({ page }) => {
    const html = render(page.blocks, page)
    walkBlocks(page, ({ block }) => {
      const heading = (block.attributes as { heading?: unknown }).heading
      // A block with a loader streams in with its data (tests/unit/stock-locator/stock-blocks-ssr.test.tsx).
      const loads = Boolean(blockRegistry[block.template].loader)
      if (typeof heading === 'string' && heading && !loads)
        expect(html, `${block.id} heading`).toContain(escaped(heading))
      expect(html, `${block.id} wrapper`).toContain(`data-block="${block.template}"`)
    })
  })

  it('marks interactive blocks as islands and nothing else', () => {
    const html = render(pages.find((p) => p.name === 'lrdx-home.json')!.page.blocks, {
      site: 'lrdx',
      locale: 'en',
    })
    expect(html).toContain('data-island="hero-carousel"')
    expect(html).toContain('data-island="jlr-tabs"')
    expect(html).not.toContain('data-island="jlr-snippet"')
  })

  it('loads the hero carousel on interaction or just before its first advance, other islands when near', () => {
    const html = render(pages.find((p) => p.name === 'lrdx-home.json')!.page.blocks, {
      site: 'lrdx',
      locale: 'en',
    })
    // The home hero shows each slide 7000 ms: it hydrates 1500 ms before the first advance at the latest.
    expect(html).toMatch(/data-island="hero-carousel" data-interaction="" data-due="5500"/)
    expect(html).toMatch(/data-island="jlr-tabs"><script/)
  })
})

describe('the block registry', () => {
  it('has island: true exactly for the interactive templates', () => {
    for (const template of listTemplates()) {
      expect(Boolean(blockRegistry[template.key].island), template.key).toBe(template.interactive)
    }
  })

  it.each(listTemplates().map((t) => t.key))(
    '%s renders with its defaults and with no attributes at all',
    (key) => {
      const withDefaults = newBlock(key, `new-${key}`)
      const empty = { id: `empty-${key}`, template: key, attributes: {} } as Block
      for (const locale of ['en', 'ar']) {
        expect(() => render([withDefaults, empty], { site: 'lrdx', locale })).not.toThrow()
      }
    },
  )
})
