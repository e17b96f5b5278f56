import type { DropTarget } from './drag-data.js'

/** What a canvas overlay droppable carries in its dnd-kit data, beside its target: its rank. */
export interface CanvasDropData {
  target: DropTarget
  canvas: { depth: number; band: boolean }
}
