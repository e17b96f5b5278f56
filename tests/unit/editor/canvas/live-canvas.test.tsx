// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CanvasPage } from '../../../../editor/canvas/CanvasPage.js'
import type { BlockPreview, FetchBlockPreview } from '../../../../editor/canvas/preview/block-preview.js'
import { BlockPreviewProvider } from '../../../../editor/canvas/preview/block-preview-context.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import { RenderContextProvider } from '../../../../renderer/context/render-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { lightVehicle } from '../../../../engine/stock-locator/light-vehicle.js'
import { priceSettingsFrom } from '../../../../engine/storefront/price-settings.js'
import { testEditor } from '../../../helpers/editor-harness.js'
import { testRenderContext } from '../../../helpers/render-context.js'
import { makeVehicle } from '../../../helpers/vehicle-factory.js'
import { block, pageWith } from '../../../helpers/page-builder.js'

afterEach(cleanup)

// As the canvas renders: the components on the page's side, lenient.
const context = testRenderContext({ environment: 'server', strict: false })

/** The canvas's page in this document, with a preview service answering `answer` (counted in `calls`). */
function renderCanvas(doc: PageDocument, answer?: (attributes: Record<string, unknown>) => BlockPreview) {
  const editor = testEditor(doc)
  const calls: Record<string, unknown>[] = []
  const fetchPreview: FetchBlockPreview = async ({ block }) => {
    const attributes = block.attributes as Record<string, unknown>
    calls.push(attributes)
    if (!answer) throw new Error('no preview')
    return answer(attributes)
  }
  const view = render(
    // A cache per test: previews of one test never answer another's.
    <SWRConfig value={{ provider: () => new Map() }}>
      <EditorStoreProvider store={editor.store}>
        <BlockPreviewProvider fetch={fetchPreview}>
          <RenderContextProvider value={context}>
            <CanvasPage />
          </RenderContextProvider>
        </BlockPreviewProvider>
      </EditorStoreProvider>
    </SWRConfig>,
  )
  return { ...editor, view, calls }
}

const tabsPage = () =>
  pageWith([
    block('jlr-tabs', 'tabs', {
      tabs: [
        { tab_label: 'Petrol', tab_id: 'petrol', content: [] },
        { tab_label: 'Electric', tab_id: 'electric', content: [] },
      ],
    }),
    block('jlr-snippet', 'snippet', { heading: 'Hello' }),
  ])

describe('interactive blocks in the canvas', () => {
  it('take a first click as choosing the block and the next as using it', () => {
    const { state } = renderCanvas(tabsPage())
    const electric = screen.getByRole('tab', { name: 'Electric' })
    fireEvent.pointerDown(electric)
    fireEvent.click(electric, { detail: 1 })
    expect(state().selection).toBe('tabs')
    expect(electric.getAttribute('aria-selected')).toBe('false')
    fireEvent.click(electric, { detail: 1 })
    expect(electric.getAttribute('aria-selected')).toBe('true')
    expect(state().selection).toBe('tabs')
  })

  it('let the keyboard use a block at once', () => {
    const { state } = renderCanvas(tabsPage())
    const electric = screen.getByRole('tab', { name: 'Electric' })
    fireEvent.click(electric, { detail: 0 })
    expect(electric.getAttribute('aria-selected')).toBe('true')
    expect(state().selection).toBe('tabs')
  })

  it('hold carousels still: a timed slider waits on its first slide until the play button starts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const slider = block('quote-slider', 'quotes', {
        has_timer: true,
        groups: [{ quote: 'First quote' }, { quote: 'Second quote' }],
      })
      const { view } = renderCanvas(pageWith([slider]))
      const current = () => view.container.querySelector('[aria-current="true"], [aria-hidden="false"]')
      const play = await screen.findByRole('button', { name: 'Play slideshow' })
      const before = current()?.textContent
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000)
      })
      expect(current()?.textContent).toBe(before)
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBe(play)
      // The editor may still watch it run.
      fireEvent.click(play, { detail: 0 })
      expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('never submit a form', () => {
    const submitted = vi.fn()
    const { view } = renderCanvas(tabsPage())
    const form = document.createElement('form')
    form.addEventListener('submit', submitted)
    view.container.querySelector('[data-block-id="snippet"]')?.append(form)
    const event = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })
})

const vehicles = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    lightVehicle(makeVehicle({ attributes: { nameplate_name: `Defender ${i}` } })),
  )

describe('blocks with server data in the canvas', () => {
  it('show a skeleton, then the data the server rendered them with', async () => {
    const { view } = renderCanvas(
      pageWith([block('stock-locator-carousel', 'carousel', { items: 2 })]),
      () => ({
        html: '',
        data: { list: 'new', vehicles: [], total: 0, priceSettings: {}, cardAttributes: [], omitBrand: '' },
        failed: false,
      }),
    )
    const carousel = view.getByTestId('canvas-block:carousel')
    expect(carousel.querySelector('.block-loading')).not.toBeNull()
    // No car matches: the carousel takes no space, as on the site (the canvas then shows its placeholder).
    await waitFor(() => expect(carousel.querySelector('.block-loading')).toBeNull())
    expect(within(carousel).queryByText(/with 0 cars/)).toBeNull()
  })

  it('ask again only after the fields rest, and keep earlier answers by the fields’ hash', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { state, calls } = renderCanvas(
        pageWith([block('jlr-in-page-cars-inventory-server-side-rendered', 'inv', { items: 2 })]),
        () => ({ html: '', data: null, failed: true }),
      )
      await waitFor(() => expect(calls).toHaveLength(1))
      for (const items of [3, 4, 5])
        act(() => void state().dispatch({ type: 'update', blockId: 'inv', path: 'items', value: items }))
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(calls).toHaveLength(1)
      await act(() => vi.advanceTimersByTimeAsync(500))
      await waitFor(() => expect(calls).toHaveLength(2))
      expect(calls[1]?.items).toBe(5)
      // Back to the first values: answered from the cache.
      act(() => void state().dispatch({ type: 'update', blockId: 'inv', path: 'items', value: 2 }))
      await act(() => vi.advanceTimersByTimeAsync(500))
      expect(calls).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('show the block’s error state when its data cannot be had, and try again from it', async () => {
    const { view, calls } = renderCanvas(
      pageWith([block('stock-locator-carousel', 'carousel', { error_msg: 'No cars today' } as never)]),
    )
    const carousel = view.getByTestId('canvas-block:carousel')
    await waitFor(() =>
      expect(within(carousel).getByRole('alert').textContent).toMatch(/No cars today|went wrong/),
    )
    fireEvent.click(within(carousel).getByRole('button'), { detail: 1 })
    fireEvent.click(within(carousel).getByRole('button'), { detail: 1 })
    await waitFor(() => expect(calls.length).toBeGreaterThan(1))
  })

  it('render real cards from the data', async () => {
    const { view } = renderCanvas(
      pageWith([block('stock-locator-carousel', 'carousel', { items: 2 })]),
      () => ({
        html: '',
        data: {
          list: 'new',
          vehicles: vehicles(2),
          total: 2,
          priceSettings: priceSettingsFrom({}),
          cardAttributes: [],
          omitBrand: '',
        },
        failed: false,
      }),
    )
    const carousel = view.getByTestId('canvas-block:carousel')
    await waitFor(() => expect(carousel.querySelectorAll('.vehicle-card')).toHaveLength(2))
  })
})
