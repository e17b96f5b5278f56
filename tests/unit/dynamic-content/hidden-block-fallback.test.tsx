// A block its dynamic-content strategy hides shows the strategy's fallback text in its place (001 §4:
// "otherwise a fallback (or nothing)"; decision 055), and nothing when the fallback is empty.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { applyDynamicContent } from '../../../engine/dynamic-content/apply-dynamic-content.js'
import { walkBlocks } from '../../../engine/tree/walk-blocks.js'
import { BlockList } from '../../../renderer/blocks/block-list.js'
import { BlockDataCache } from '../../../renderer/blocks/loaded-block.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { Block, PageDocument } from '../../../templates/generated/types.js'

const onLandRover = { path: '/offers', siteBrand: 'Land Rover', lists: {} }
const snippet = (id: string, title: string, fallback?: string): Block =>
  ({
    id,
    template: 'jlr-snippet',
    attributes: { title },
    visibility: {
      strategy: { key: 'url_brands', value: 'jaguar', ...(fallback === undefined ? {} : { fallback }) },
    },
  }) as unknown as Block

const page = (blocks: Block[]) => ({ id: 'p', blocks }) as unknown as PageDocument

const render = (blocks: readonly Block[]) =>
  renderToStaticMarkup(
    <RenderContextProvider
      value={{
        site: { key: 'lrdx', name: 'Land Rover', brand: 'Land Rover' },
        theme: 'lrdx',
        locale: 'ar',
        dir: 'rtl',
        environment: 'server',
        strict: true,
        localePrefix: '/ar',
      }}
    >
      <BlockDataCache.Provider value={new Map()}>
        <BlockList blocks={blocks} root />
      </BlockDataCache.Provider>
    </RenderContextProvider>,
  )

describe('a hidden block with a fallback text', () => {
  it('is replaced by the text alone, keeping its place among the anchors', () => {
    const { doc, hidden } = applyDynamicContent(
      page([snippet('a', 'Jaguar only', 'هذا العرض غير متاح لهذا الموقع'), snippet('b', 'Nothing', '  ')]),
      onLandRover,
    )
    expect(hidden.map((h) => h.blockId)).toEqual(['a', 'b'])
    expect(doc.blocks).toHaveLength(1)
    const html = render(doc.blocks)
    expect(html).toContain('<p class="dynamic-fallback container">هذا العرض غير متاح لهذا الموقع</p>')
    expect(html).toContain('id="component-1"')
    expect(html).not.toContain('Jaguar only')
    // The stand-in has no attributes and no nested blocks for walkers to find.
    let seen = 0
    walkBlocks(doc, () => void seen++)
    expect(seen).toBe(1)
  })

  it('escapes the text (it is plain text, not markup)', () => {
    const { doc } = applyDynamicContent(
      page([snippet('a', 'x', '<img src=x onerror=alert(1)>')]),
      onLandRover,
    )
    expect(render(doc.blocks)).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('shows the block itself when the check passes', () => {
    const { doc } = applyDynamicContent(page([snippet('a', 'Shown', 'fallback')]), {
      ...onLandRover,
      siteBrand: 'Jaguar',
    })
    expect(render(doc.blocks)).not.toContain('dynamic-fallback')
  })
})
