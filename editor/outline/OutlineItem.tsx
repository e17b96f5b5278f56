import { useDraggable } from '@dnd-kit/core'
import { memo } from 'react'
import { getTemplate } from '../../engine/registry/template-registry.js'
import { slotInstances } from '../../engine/tree/slot-instances.js'
import type { Block } from '../../templates/generated/types.js'
import type { DragSource } from '../dnd/drag-source.js'
import type { DropTarget } from '../dnd/drag-data.js'
import { useDropTarget } from '../dnd/use-drop-target.js'
import { useEditor } from '../state/editor-store-context.js'
import { BlockActions } from './BlockActions.js'
import { ErrorBadge } from './ErrorBadge.js'
import { OutlineList } from './OutlineList.js'
import { slotLabel } from './slot-label.js'

/**
 * One block of the tree: its row (select it, drag it, drop another block before it) and its slots as
 * sub-lists. Memoised: the engine keeps untouched blocks identical, so an edit re-renders one branch.
 */
export const OutlineItem = memo(function OutlineItem({
  block,
  at,
  count,
}: {
  block: Block
  at: DropTarget
  count: number
}) {
  const selected = useEditor((s) => s.selection === block.id)
  const select = useEditor((s) => s.select)
  const name = getTemplate(block.template)?.name ?? block.template
  const heading = (block.attributes as { heading?: unknown }).heading
  const source: DragSource = { kind: 'block', blockId: block.id, label: name }
  const drag = useDraggable({ id: `block:${block.id}`, data: source })
  const drop = useDropTarget(`before:${block.id}`, at)
  const setRef = (element: HTMLElement | null) => {
    drag.setNodeRef(element)
    drop.setNodeRef(element)
  }
  return (
    <li className="outline__item">
      <div
        ref={setRef}
        {...drag.listeners}
        data-testid={`outline-item:${block.id}`}
        data-drop-state={drop.state}
        aria-current={selected ? 'true' : undefined}
        className={[
          'outline__row',
          selected ? 'outline__row--selected' : '',
          drag.isDragging ? 'outline__row--dragging' : '',
          drop.isOver ? `outline__row--over-${drop.state}` : '',
        ].join(' ')}
      >
        <button type="button" className="outline__select" onClick={() => select(block.id)}>
          <span className="outline__name">{name}</span>
          {typeof heading === 'string' && heading ? (
            <span className="outline__heading">{heading}</span>
          ) : null}
        </button>
        <ErrorBadge blockId={block.id} />
        {drop.isOver && drop.reason ? (
          <span className="outline__reason" role="status">
            {drop.reason}
          </span>
        ) : null}
      </div>
      {selected ? <BlockActions blockId={block.id} at={at} count={count} /> : null}
      {slotInstances(block).map((instance) => (
        <div key={instance.slot} className="outline__slot">
          <div className="outline__slot-title">{slotLabel(instance)}</div>
          <OutlineList
            blocks={(instance.blocks ?? []) as Block[]}
            parentId={block.id}
            slot={instance.slot}
            label={slotLabel(instance)}
          />
        </div>
      ))}
    </li>
  )
})
