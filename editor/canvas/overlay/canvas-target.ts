import type { DropTarget } from '../../dnd/drag-data.js'
import type { Box } from './box.js'

/**
 * One drop target of the canvas overlay. `box` is the area that catches the pointer; `indicator` is what
 * lights up over it (an insertion line between blocks, or the whole list).
 */
export interface CanvasTarget {
  /** The droppable's id, also its test id: `canvas-drop:<blockId>:before|after`, `canvas-dropzone:root`... */
  id: string
  kind: 'before' | 'after' | 'list'
  target: DropTarget
  box: Box
  indicator: Box
  /** How deep the list it drops into is nested: 0 for the page. */
  depth: number
  /** A thin strip along the edge of a block with slots: there, the block's own list wins over its slots. */
  band: boolean
}
