import { slotInstances } from '../../../engine/tree/slot-instances.js'
import type { Block, PageDocument } from '../../../templates/generated/types.js'
import type { Box } from './box.js'
import type { CanvasMeasure } from './canvas-measure.js'
import type { CanvasTarget } from './canvas-target.js'

/** Height of the strip along the top and bottom edge of a block with slots that drops beside it. */
const BAND = 12
/** Thickness of an insertion line. */
const LINE = 4

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

function shown(box: Box | null, viewport: Box): box is Box {
  return box !== null && box.width > 0 && box.height > 0 && intersects(box, viewport)
}

/**
 * The canvas's drop targets for the page as it is shown: every list (the page, each shown slot) takes a
 * drop at its end; the upper half of a block drops before it, the lower half after it; a block with slots
 * also has thin strips along its edges that drop beside it, so its own list stays reachable when slots
 * fill it. Only what intersects the viewport is measured and returned (a long page stays cheap: blocks
 * off screen and their nested blocks are never measured).
 */
export function canvasTargets(doc: PageDocument, measure: CanvasMeasure, viewport: Box): CanvasTarget[] {
  const out: CanvasTarget[] = []
  const page = measure.page()
  if (shown(page, viewport)) {
    out.push({
      id: 'canvas-dropzone:root',
      kind: 'list',
      target: { parentId: null, index: doc.blocks.length },
      box: page,
      indicator: page,
      depth: 0,
      band: false,
    })
    list(doc.blocks, null, undefined, 0)
  }
  return out

  function list(blocks: readonly Block[], parentId: string | null, slot: string | undefined, depth: number) {
    blocks.forEach((block, index) => {
      const box = measure.block(block.id)
      if (!shown(box, viewport)) return
      const at = (i: number) => ({ parentId, slot, index: i })
      const half = Math.round(box.height / 2)
      const top: Box = { x: box.x, y: box.y - LINE / 2, width: box.width, height: LINE }
      const bottom: Box = { ...top, y: box.y + box.height - LINE / 2 }
      out.push(
        {
          id: `canvas-drop:${block.id}:before`,
          kind: 'before',
          target: at(index),
          box: { ...box, height: half },
          indicator: top,
          depth,
          band: false,
        },
        {
          id: `canvas-drop:${block.id}:after`,
          kind: 'after',
          target: at(index + 1),
          box: { ...box, y: box.y + half, height: box.height - half },
          indicator: bottom,
          depth,
          band: false,
        },
      )
      const instances = slotInstances(block)
      if (instances.length === 0) return
      const band = Math.min(BAND, Math.floor(box.height / 4))
      out.push(
        {
          id: `canvas-drop:${block.id}:edge-before`,
          kind: 'before',
          target: at(index),
          box: { ...box, height: band },
          indicator: top,
          depth,
          band: true,
        },
        {
          id: `canvas-drop:${block.id}:edge-after`,
          kind: 'after',
          target: at(index + 1),
          box: { ...box, y: box.y + box.height - band, height: band },
          indicator: bottom,
          depth,
          band: true,
        },
      )
      const slotBoxes = measure.slots(block)
      if (slotBoxes.length !== instances.length) return
      instances.forEach((instance, i) => {
        const slotBox = slotBoxes[i] ?? null
        if (!shown(slotBox, viewport)) return
        const nested = (instance.blocks ?? []) as Block[]
        out.push({
          id: `canvas-dropzone:${block.id}:${instance.slot}`,
          kind: 'list',
          target: { parentId: block.id, slot: instance.slot, index: nested.length },
          box: slotBox,
          indicator: slotBox,
          depth: depth + 1,
          band: false,
        })
        list(nested, block.id, instance.slot, depth + 1)
      })
    })
  }
}
