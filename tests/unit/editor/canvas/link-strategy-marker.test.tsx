// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CanvasBlockList } from '../../../../editor/canvas/CanvasBlockList.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import { BlockList } from '../../../../renderer/blocks/block-list.js'
import { BlockDataCache } from '../../../../renderer/blocks/loaded-block.js'
import { RenderContextProvider } from '../../../../renderer/context/render-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { testEditor } from '../../../helpers/editor-harness.js'
import { block, pageWith } from '../../../helpers/page-builder.js'
import { testRenderContext } from '../../../helpers/render-context.js'

// The lists load until a test answers them (answerDynamicContent): no request leaves the test.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A snippet with a plain button and a button that shows only on Jaguar addresses or sites. */
function snippetPage(strategy: Record<string, unknown>): PageDocument {
  return pageWith([
    block('jlr-snippet', 'snippet', {
      buttons: [
        { url: '/offers', label: 'Always here', target: '_self', link_type: 'internal' },
        { url: '/jaguar', label: 'Jaguar only', target: '_self', link_type: 'internal', strategy },
      ],
    }),
  ])
}

/** The Land Rover site's answer of GET /admin/api/dynamic-content: its brand, no outside lists. */
function answerDynamicContent() {
  const answer = { data: { brand: 'Land Rover', lists: {} } }
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))),
  )
}

function renderCanvas(doc: PageDocument) {
  const editor = testEditor(doc)
  return render(
    // A cache per test: swr would otherwise keep one test's lists for the next.
    <SWRConfig value={{ provider: () => new Map() }}>
      <EditorStoreProvider store={editor.store}>
        <RenderContextProvider value={testRenderContext({ environment: 'server', strict: false })}>
          <CanvasBlockList blocks={editor.state().doc.blocks} root />
        </RenderContextProvider>
      </EditorStoreProvider>
    </SWRConfig>,
  )
}

function renderLive(doc: PageDocument): string {
  return renderToStaticMarkup(
    <RenderContextProvider value={testRenderContext({ environment: 'server' })}>
      <BlockDataCache.Provider value={new Map()}>
        <BlockList blocks={doc.blocks} root />
      </BlockDataCache.Provider>
    </RenderContextProvider>,
  )
}

describe('the canvas marks a button a dynamic-content strategy guards', () => {
  it('outlines the guarded button and names its strategy, not its fallback (the live page does not show it); the plain button has no marker', () => {
    renderCanvas(snippetPage({ key: 'url_brands', value: 'jaguar', fallback: 'Ask a retailer' }))
    const guarded = screen.getByRole('link', { name: 'Jaguar only' })
    expect(guarded.classList.contains('link-anchor--strategy')).toBe(true)
    expect(
      screen.getByRole('link', { name: 'Always here' }).classList.contains('link-anchor--strategy'),
    ).toBe(false)
    const markers = screen.getAllByTestId('link-shown-by')
    expect(markers).toHaveLength(1)
    // Right after its button, before the lists answered: what guards it, not yet whether it shows.
    expect(guarded.nextElementSibling).toBe(markers[0])
    expect(markers[0]!.textContent).toBe('Shown by strategy: url_brands')
  })

  it('says "Hidden by" with the reason, as the block badge does, when the check fails for this page', async () => {
    answerDynamicContent()
    renderCanvas(snippetPage({ key: 'url_brands', value: 'jaguar' }))
    const marker = await screen.findByText('Hidden by url_brands')
    expect(marker.dataset.testid).toBe('link-shown-by')
    expect(marker.title).toMatch(/^Hidden by url_brands: .+/)
  })

  it('keeps "Shown by strategy" when the check passes for this page', async () => {
    answerDynamicContent()
    renderCanvas(snippetPage({ key: 'url_brands', value: 'land_rover' }))
    const marker = screen.getByTestId('link-shown-by')
    await vi.waitFor(() => expect(marker.title).toMatch(/^Shown by strategy: url_brands: .+/))
    expect(marker.textContent).toBe('Shown by strategy: url_brands')
  })

  it('marks nothing for a switched-off strategy', () => {
    const view = renderCanvas(snippetPage({ key: 'url_brands', value: 'jaguar', enabled: false }))
    expect(within(view.container).queryByTestId('link-shown-by')).toBeNull()
    expect(view.container.querySelector('.link-anchor--strategy')).toBeNull()
  })

  it('never reaches the live render: the same button there is a plain anchor', () => {
    const html = renderLive(snippetPage({ key: 'url_brands', value: 'jaguar', fallback: 'Ask a retailer' }))
    expect(html).toContain('Jaguar only')
    expect(html).not.toContain('link-shown-by')
    expect(html).not.toContain('link-anchor--strategy')
    expect(html).not.toContain('Shown by strategy')
  })
})
