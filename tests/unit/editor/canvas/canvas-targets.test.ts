import { describe, expect, it } from 'vitest'
import type { Box } from '../../../../editor/canvas/overlay/box.js'
import type { CanvasMeasure } from '../../../../editor/canvas/overlay/canvas-measure.js'
import type { CanvasTarget } from '../../../../editor/canvas/overlay/canvas-target.js'
import { canvasTargets } from '../../../../editor/canvas/overlay/canvas-targets.js'
import { pickCanvasTarget } from '../../../../editor/canvas/overlay/pick-canvas-target.js'
import type { Dragged } from '../../../../editor/dnd/drag-data.js'
import { dropAction } from '../../../../editor/dnd/drop-action.js'
import { dropVerdict } from '../../../../editor/dnd/drop-verdict.js'
import { locateBlock } from '../../../../engine/tree/walk-blocks.js'
import { testEditor } from '../../../helpers/editor-harness.js'
import { block } from '../../../helpers/page-builder.js'
import { ids } from '../shell/render-editor.js'

const box = (y: number, height: number, x = 0, width = 1000): Box => ({ x, y, width, height })

/**
 * The nested test page as the canvas might lay it out, 1000 px wide: the tabs show their first tab (the
 * second tab's slot and its html-1 are hidden: no box), the row's two snippets side by side.
 */
const layout: Record<string, Box | null> = {
  hero: box(0, 400),
  tabs: box(400, 600),
  row: box(520, 200),
  'snippet-a': box(540, 160, 0, 500),
  'snippet-b': box(540, 160, 500, 500),
  'html-1': null,
  'html-root': box(1000, 200),
}
const slotLayout: Record<string, (Box | null)[]> = {
  tabs: [box(500, 300), null],
  row: [box(540, 160)],
}
const measure: CanvasMeasure = {
  page: () => box(0, 1400),
  block: (id) => layout[id] ?? null,
  slots: (b) => slotLayout[b.id] ?? [],
}
const viewport = box(0, 1400)

const targetAt = (targets: CanvasTarget[], x: number, y: number) => {
  const id = pickCanvasTarget(targets, x, y)
  return targets.find((t) => t.id === id)
}

describe('the canvas overlay offers drop targets where the canvas shows lists and blocks', () => {
  const { state } = testEditor()
  const targets = canvasTargets(state().doc, measure, viewport)

  it('has a target per shown list and per half of each shown block, none for hidden ones', () => {
    const byId = (id: string) => targets.find((t) => t.id === id)
    expect(byId('canvas-dropzone:root')?.target).toEqual({ parentId: null, index: 3 })
    expect(byId('canvas-dropzone:tabs:tabs/0/content')?.target).toEqual({
      parentId: 'tabs',
      slot: 'tabs/0/content',
      index: 1,
    })
    expect(byId('canvas-dropzone:row:blocks')?.target).toEqual({ parentId: 'row', slot: 'blocks', index: 2 })
    expect(byId('canvas-drop:snippet-b:after')?.target).toEqual({ parentId: 'row', slot: 'blocks', index: 2 })
    // The second tab is closed: neither its slot nor its block can be dropped on in the canvas.
    expect(byId('canvas-dropzone:tabs:tabs/1/content')).toBeUndefined()
    expect(byId('canvas-drop:html-1:before')).toBeUndefined()
    // Only blocks with slots get edge strips.
    expect(byId('canvas-drop:tabs:edge-before')?.band).toBe(true)
    expect(byId('canvas-drop:hero:edge-before')).toBeUndefined()
  })

  it.each([
    ['the upper half of the hero: before it', 100, 100, { parentId: null, index: 0 }],
    ['the lower half of the hero: after it', 100, 300, { parentId: null, index: 1 }],
    ['the top edge of the tabs: before the tabs, not into them', 100, 405, { parentId: null, index: 1 }],
    ['the bottom edge of the tabs: after them', 100, 995, { parentId: null, index: 2 }],
    ['the upper half of snippet-b: before it', 700, 560, { parentId: 'row', slot: 'blocks', index: 1 }],
    ['the lower half of snippet-a: after it', 100, 690, { parentId: 'row', slot: 'blocks', index: 1 }],
    [
      'the open tab below the row: the end of that tab',
      100,
      760,
      { parentId: 'tabs', slot: 'tabs/0/content', index: 1 },
    ],
    ['the tabs outside their slot: beside the tabs', 100, 450, { parentId: null, index: 1 }],
    ['the page below its blocks: its end', 100, 1300, { parentId: null, index: 3 }],
  ])('%s', (_, x, y, expected) => {
    expect(targetAt(targets, x, y)?.target).toEqual(expected)
  })

  it('measures only what the viewport shows', () => {
    const top = canvasTargets(state().doc, measure, box(0, 450))
    expect(top.some((t) => t.id === 'canvas-drop:hero:before')).toBe(true)
    expect(top.some((t) => t.id.includes('html-root'))).toBe(false)
    expect(top.some((t) => t.id.includes('snippet-a'))).toBe(false)
  })

  it('leaves out the slots of a block whose slots the canvas does not show one for one', () => {
    const odd: CanvasMeasure = {
      ...measure,
      slots: (b) => (b.id === 'tabs' ? [box(500, 300)] : measure.slots(b)),
    }
    const found = canvasTargets(state().doc, odd, viewport)
    expect(found.some((t) => t.id.startsWith('canvas-dropzone:tabs:'))).toBe(false)
    expect(found.some((t) => t.id === 'canvas-drop:tabs:before')).toBe(true)
  })
})

describe('canvas drops go through the engine like any other', () => {
  const hero: Dragged = {
    kind: 'template',
    key: 'jlr-hero-title-banner',
    block: block('jlr-hero-title-banner', 'new'),
  }

  it('lights up only what the engine accepts and drops there', () => {
    const editor = testEditor()
    const targets = canvasTargets(editor.state().doc, measure, viewport)
    const verdict = (id: string) =>
      dropVerdict(editor.state().doc, hero, targets.find((t) => t.id === id)!.target)
    expect(verdict('canvas-dropzone:root')).toEqual({ ok: true })
    expect(verdict('canvas-dropzone:row:blocks')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not allowed/),
    })
    // The dragged block itself refuses drops into its own slots.
    const moving: Dragged = { kind: 'block', blockId: 'tabs' }
    const into = targets.find((t) => t.id === 'canvas-drop:snippet-a:before')!.target
    expect(dropVerdict(editor.state().doc, moving, into)).toMatchObject({ ok: false })

    // Snippet-a dropped on the lower half of html-root: it leaves the row and ends the page.
    const target = targetAt(targets, 100, 1150)!.target
    editor.state().dispatch(dropAction(editor.state().doc, { kind: 'block', blockId: 'snippet-a' }, target))
    expect(ids(editor.state().doc.blocks)).toEqual(['hero', 'tabs', 'html-root', 'snippet-a'])
    expect(locateBlock(editor.state().doc, 'snippet-b')?.index).toBe(0)
  })
})
