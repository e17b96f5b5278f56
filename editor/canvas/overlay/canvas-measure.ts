import type { Block } from '../../../templates/generated/types.js'
import type { Box } from './box.js'

/** Where the canvas shows things, in its viewport's coordinates; null for what is not shown. */
export interface CanvasMeasure {
  /** The page element: the root list. */
  page(): Box | null
  /** A block's element. */
  block(blockId: string): Box | null
  /** A block's slot elements, one per slot instance in slotInstances() order. */
  slots(block: Block): (Box | null)[]
}
