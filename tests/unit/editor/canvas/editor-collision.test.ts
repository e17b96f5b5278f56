import type { ClientRect, DroppableContainer } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import type { CanvasDropData } from '../../../../editor/dnd/canvas-data.js'
import { editorCollision } from '../../../../editor/dnd/editor-collision.js'

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
})

function container(id: string, data: Partial<CanvasDropData> = {}): DroppableContainer {
  return {
    id,
    key: id,
    data: { current: { target: { parentId: null, index: 0 }, ...data } },
    disabled: false,
    node: { current: null },
    rect: { current: null },
  }
}

// The canvas shows from x 260 to 940; the outline's drop zone lies right of it, a canvas target scrolled
// out of the canvas pane lies under the outline too.
const outlineZone = container('dropzone:root')
const canvasRoot = container('canvas-dropzone:root', { canvas: { depth: 0, band: false } })
const canvasSlot = container('canvas-dropzone:row:blocks', { canvas: { depth: 1, band: false } })
const hiddenUnderOutline = container('canvas-drop:far:before', { canvas: { depth: 3, band: false } })
const rects = new Map([
  [outlineZone.id, rect(960, 100, 300, 30)],
  [canvasRoot.id, rect(260, 60, 680, 600)],
  [canvasSlot.id, rect(300, 100, 400, 100)],
  [hiddenUnderOutline.id, rect(950, 90, 400, 100)],
])
const collide = editorCollision({ current: () => ({ left: 260, top: 60, right: 940, bottom: 700 }) })
const at = (x: number, y: number, dragged = rect(x - 20, y - 10, 40, 20)) =>
  collide({
    active: {
      id: 'palette:jlr-snippet',
      data: { current: {} },
      rect: { current: { initial: null, translated: null } },
    },
    collisionRect: dragged,
    droppableRects: rects,
    droppableContainers: [outlineZone, canvasRoot, canvasSlot, hiddenUnderOutline],
    pointerCoordinates: { x, y },
  }).map((c) => c.id)

describe('the editor collision detection', () => {
  it('over the canvas, takes the innermost canvas target under the pointer', () => {
    expect(at(400, 150)).toEqual(['canvas-dropzone:row:blocks'])
    expect(at(400, 400)).toEqual(['canvas-dropzone:root'])
  })

  it('over the canvas, never takes an outline target the dragged item happens to touch', () => {
    expect(at(930, 110, rect(900, 100, 200, 30))).toEqual(['canvas-dropzone:root'])
  })

  it('outside the canvas, takes outline targets only, even where a canvas target lies beneath', () => {
    expect(at(1000, 115)).toEqual(['dropzone:root'])
  })

  it('without a canvas, works as dnd-kit does by default', () => {
    const plain = editorCollision({ current: null })
    const found = plain({
      active: { id: 'x', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
      collisionRect: rect(1000, 100, 40, 20),
      droppableRects: rects,
      droppableContainers: [outlineZone],
      pointerCoordinates: { x: 1020, y: 110 },
    })
    expect(found.map((c) => c.id)).toEqual(['dropzone:root'])
  })

  it('outside the canvas, leaves out outline targets scrolled out of the outline', () => {
    const outline = {
      getBoundingClientRect: () => ({ left: 950, top: 60, right: 1280, bottom: 400 }) as DOMRect,
    }
    const scrolledAway = container('dropzone:tabs:tabs/0/content')
    const clipped = editorCollision({ current: null }, () => outline)
    const found = clipped({
      active: { id: 'x', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
      // Dragged over the field panel, below the outline, where the scrolled-away zone lies.
      collisionRect: rect(1000, 440, 40, 20),
      droppableRects: new Map([
        [scrolledAway.id, rect(960, 430, 300, 30)],
        [outlineZone.id, rect(960, 370, 300, 30)],
      ]),
      droppableContainers: [scrolledAway, outlineZone],
      pointerCoordinates: { x: 1020, y: 450 },
    })
    expect(found).toEqual([])
  })

  it('measures a pinned (sticky) target where it is now, not where the outline’s scrolling moved its old measure', () => {
    // The outline scrolled 200 px after the drag began: dnd-kit moved the zone's measure up by as much,
    // but the zone sticks at the outline's bottom edge, under the pointer.
    const node = {
      hasAttribute: (name: string) => name === 'data-drop-pinned',
      getBoundingClientRect: () => rect(960, 370, 300, 30) as DOMRect,
    } as unknown as HTMLElement
    const pinned = { ...container('dropzone:root'), node: { current: node } }
    const row = container('drop:row:after')
    const plain = editorCollision({ current: null }, () => null)
    const found = plain({
      active: { id: 'x', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
      collisionRect: rect(1000, 375, 40, 20),
      droppableRects: new Map([
        [pinned.id, rect(960, 170, 300, 30)],
        [row.id, rect(960, 330, 300, 40)],
      ]),
      droppableContainers: [pinned, row],
      pointerCoordinates: { x: 1020, y: 385 },
    })
    expect(found.map((c) => c.id)).toEqual(['dropzone:root'])
  })
})

describe('the page drop zone at the outline’s end', () => {
  it('takes the drop when the pointer is on it, however much the dragged row overlaps the nested rows above', () => {
    // Issue 26 item 7.4: the page ends with tabs holding blocks; their rows sit right above the zone and the
    // dragged row (40 px tall, held by its top) covers them far more than it covers the zone.
    const node = {
      hasAttribute: (name: string) => name === 'data-drop-pinned',
      getBoundingClientRect: () => rect(960, 370, 300, 30) as DOMRect,
    } as unknown as HTMLElement
    const pinned = { ...container('dropzone:root'), node: { current: node } }
    const nestedRow = container('before:snippet-in-tab')
    const nestedSlot = container('dropzone:tabs:tabs/1/content')
    const plain = editorCollision({ current: null }, () => null)
    const found = plain({
      active: { id: 'x', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
      collisionRect: rect(960, 330, 300, 44),
      droppableRects: new Map([
        [pinned.id, rect(960, 370, 300, 30)],
        [nestedRow.id, rect(960, 330, 300, 40)],
        [nestedSlot.id, rect(960, 300, 300, 70)],
      ]),
      droppableContainers: [nestedRow, nestedSlot, pinned],
      pointerCoordinates: { x: 1020, y: 372 },
    })
    expect(found.map((c) => c.id)).toEqual(['dropzone:root'])
  })
})
