import { useDraggable } from '@dnd-kit/core'
import { getTemplate } from '../../../engine/registry/template-registry.js'
import type { DragSource } from '../../dnd/drag-source.js'
import { useBlockBox } from './use-block-box.js'

/**
 * The grip on the selected block in the canvas (test id `canvas-handle:<id>`): drag it to move the block
 * anywhere on the page, onto the canvas or the outline. The keyboard way to the same moves is the outline's
 * Move up, Move down and Move into… (WCAG 2.5.7).
 */
export function CanvasDragHandle({ frameDocument, blockId }: { frameDocument: Document; blockId: string }) {
  const shown = useBlockBox(frameDocument, blockId)
  const name = shown ? (getTemplate(shown.template)?.name ?? shown.template) : ''
  const source: DragSource = { kind: 'block', blockId, label: name }
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `canvas-handle:${blockId}`,
    data: source,
  })
  if (!shown) return null
  const { box } = shown
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      // Not a keyboard control: the outline's buttons are (dnd-kit's role and tab stop would promise one).
      role={undefined}
      tabIndex={-1}
      aria-hidden="true"
      data-testid={`canvas-handle:${blockId}`}
      className={`canvas-handle${isDragging ? ' canvas-handle--dragging' : ''}`}
      title={`Drag to move ${name} (or use Move up, Move down and Move into… in the outline)`}
      style={{ left: Math.max(box.x, 0), top: Math.max(box.y, 0) }}
    >
      <span className="canvas-handle__grip">⠿</span> {name}
    </div>
  )
}
