import type { Block } from '../../../templates/generated/types.js'
import type { Box } from './box.js'
import type { CanvasMeasure } from './canvas-measure.js'

function boxOf(element: Element | null): Box | null {
  if (!element) return null
  const r = element.getBoundingClientRect()
  return { x: r.x, y: r.y, width: r.width, height: r.height }
}

/**
 * Measures the canvas document. A block is its `canvas-block:<id>` element; its slots are the renderer's
 * `.slot` elements that belong to it and not to a block nested in it, in document order, which is the
 * order the slot templates render their slots in (one per slot instance). When the counts differ (a
 * template that leaves a slot out) the block's slots are not offered: the outline still takes the drop.
 */
export function domCanvasMeasure(document: Document): CanvasMeasure {
  const blockElement = (id: string) =>
    document.querySelector(`[data-testid="canvas-block:${CSS.escape(id)}"]`)
  return {
    page: () => boxOf(document.querySelector('.canvas-page')),
    block: (id) => boxOf(blockElement(id)),
    slots(block: Block) {
      const element = blockElement(block.id)
      if (!element) return []
      const own = [...element.querySelectorAll('.slot')].filter(
        (slot) => slot.parentElement?.closest('.canvas-block') === element,
      )
      return own.map(boxOf)
    },
  }
}
