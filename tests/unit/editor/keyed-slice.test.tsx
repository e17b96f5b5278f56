// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EditorStoreProvider } from '../../../editor/state/editor-store-context.js'
import { useBlockErrorCount } from '../../../editor/state/use-block-error-count.js'
import { useIsSelected } from '../../../editor/state/use-is-selected.js'
import { testEditor } from '../../helpers/editor-harness.js'

afterEach(cleanup)

/** Renders one probe per block id and counts how often each renders. */
function renderProbes(ids: string[]) {
  const editor = testEditor()
  const renders: Record<string, number> = {}
  const seen: Record<string, { selected: boolean; errors: number }> = {}
  function Probe({ id }: { id: string }) {
    const selected = useIsSelected(id)
    const errors = useBlockErrorCount(id)
    renders[id] = (renders[id] ?? 0) + 1
    seen[id] = { selected, errors }
    return null
  }
  render(
    <EditorStoreProvider store={editor.store}>
      {ids.map((id) => (
        <Probe key={id} id={id} />
      ))}
    </EditorStoreProvider>,
  )
  return { ...editor, renders, seen }
}

describe('per-block facts read from the store', () => {
  it('wake only the blocks a change of selection concerns', () => {
    const { state, renders, seen } = renderProbes(['hero', 'tabs', 'html-root'])
    act(() => state().select('hero'))
    expect(seen.hero?.selected).toBe(true)
    expect(renders).toEqual({ hero: 2, tabs: 1, 'html-root': 1 })
    act(() => state().select('tabs'))
    expect(seen.hero?.selected).toBe(false)
    expect(seen.tabs?.selected).toBe(true)
    expect(renders).toEqual({ hero: 3, tabs: 2, 'html-root': 1 })
  })

  it('wake no block on an edit that leaves selection and error counts alone', () => {
    const { state, renders } = renderProbes(['hero', 'tabs'])
    act(() => {
      state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Winter offers' })
      state().validateNow()
    })
    expect(renders).toEqual({ hero: 1, tabs: 1 })
  })

  it('wake the block whose error count changed, and show the new count', () => {
    const { state, renders, seen } = renderProbes(['hero', 'tabs'])
    act(() => {
      state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: '' })
      state().validateNow()
    })
    expect(seen.hero?.errors).toBe(1)
    expect(renders).toEqual({ hero: 2, tabs: 1 })
  })
})
