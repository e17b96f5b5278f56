// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CanvasPage } from '../../../../editor/canvas/CanvasPage.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import { RenderContextProvider, type RenderContext } from '../../../../renderer/context/render-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { testEditor } from '../../../helpers/editor-harness.js'
import { block, nestedPage, pageWith } from '../../../helpers/page-builder.js'

afterEach(cleanup)

const context: RenderContext = {
  site: { key: 'lrdx', name: 'Land Rover', brand: 'lrdx' },
  theme: 'lrdx',
  locale: 'en',
  dir: 'ltr',
  environment: 'server',
  strict: false,
  localePrefix: '',
}

/**
 * The canvas's page in this document (the iframe only adds a separate document around it): the page, not
 * only its blocks, since a click on the page's background chooses no block (issue 26 item 7.3).
 */
function renderCanvas(doc: PageDocument) {
  const editor = testEditor(doc)
  const view = render(
    <EditorStoreProvider store={editor.store}>
      <RenderContextProvider value={context}>
        <CanvasPage />
      </RenderContextProvider>
    </EditorStoreProvider>,
  )
  const canvasBlock = (id: string) => view.getByTestId(`canvas-block:${id}`)
  const shown = (id: string) => canvasBlock(id).closest('[hidden]') === null
  return { ...editor, canvasBlock, shown }
}

describe('a block chosen elsewhere opens what hides it in the canvas', () => {
  it('opens the tab of a block nested in a closed tab, and keeps it selected', () => {
    const { state, shown } = renderCanvas(nestedPage())
    expect(shown('row')).toBe(true)
    expect(shown('html-1')).toBe(false)
    act(() => state().select('html-1'))
    expect(shown('html-1')).toBe(true)
    expect(shown('row')).toBe(false)
    // Opening the tab is not the editor clicking the tabs block.
    expect(state().selection).toBe('html-1')
  })

  it('chooses the option of an info system holding the block', () => {
    const info = block('info-system', 'info', {
      groups: [
        { option_label: 'Defender', content: [block('jlr-snippet', 'in-first')] },
        { option_label: 'Discovery', content: [block('jlr-snippet', 'in-second')] },
      ],
    })
    const { state, shown, canvasBlock } = renderCanvas(pageWith([info]))
    expect(shown('in-second')).toBe(false)
    act(() => state().select('in-second'))
    expect(shown('in-second')).toBe(true)
    expect(shown('in-first')).toBe(false)
    expect(canvasBlock('info').querySelector('select')?.value).toBe('1')
    expect(state().selection).toBe('in-second')
  })

  it('still lets a click in the canvas choose the tabs block itself', () => {
    const { state, canvasBlock } = renderCanvas(nestedPage())
    const tab = canvasBlock('tabs').querySelectorAll<HTMLElement>('[role="tab"]')[1]!
    act(() => tab.click())
    expect(state().selection).toBe('tabs')
    expect(canvasBlock('html-1').closest('[hidden]')).toBeNull()
  })
})
