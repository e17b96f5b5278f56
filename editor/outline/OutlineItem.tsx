import { useDraggable } from '@dnd-kit/core'
import { memo, useEffect, useMemo, useRef } from 'react'
import { getTemplate } from '../../engine/registry/template-registry.js'
import { slotInstances } from '../../engine/tree/slot-instances.js'
import type { Block } from '../../templates/generated/types.js'
import { scrollIntoContainer } from '../app/scroll-into-container.js'
import type { DragSource } from '../dnd/drag-source.js'
import type { DropTarget } from '../dnd/drag-data.js'
import { useDropTarget } from '../dnd/use-drop-target.js'
import { useEditorStore } from '../state/editor-store-context.js'
import { useIsSelected } from '../state/use-is-selected.js'
import { BlockActions } from './BlockActions.js'
import { ErrorBadge } from './ErrorBadge.js'
import { StrategyBadge } from './StrategyBadge.js'
import { OutlineList } from './OutlineList.js'
import { slotLabel } from './slot-label.js'

/**
 * One block of the tree: its row (select it, drag it, drop another block before it) and its slots as
 * sub-lists. Memoised on plain props: the engine keeps untouched blocks identical, so an edit re-renders
 * one branch (a place passed as a fresh object would re-render the whole tree on every keystroke).
 */
export const OutlineItem = memo(function OutlineItem({
  block,
  parentId,
  slot,
  index,
  last,
}: {
  block: Block
  parentId: string | null
  slot: string | undefined
  index: number
  /** Whether it ends its list (not the list's length: an insertion would render every row again). */
  last: boolean
}) {
  const at = useMemo<DropTarget>(() => ({ parentId, slot, index }), [parentId, slot, index])
  const selected = useIsSelected(block.id)
  // The store, not a subscription: hundreds of blocks need not each listen for a function that never changes.
  const store = useEditorStore()
  const name = getTemplate(block.template)?.name ?? block.template
  const heading = (block.attributes as { heading?: unknown }).heading
  const source: DragSource = { kind: 'block', blockId: block.id, label: name }
  const drag = useDraggable({ id: `block:${block.id}`, data: source })
  const drop = useDropTarget(`before:${block.id}`, at)
  const row = useRef<HTMLElement | null>(null)
  const setRef = (element: HTMLElement | null) => {
    row.current = element
    drag.setNodeRef(element)
    drop.setNodeRef(element)
  }
  // A block chosen in the canvas (or by an error link) shows its row: the outline scrolls, nothing else.
  // Its actions show with it; the outline's title and the page's drop zone stay over its edges.
  useEffect(() => {
    const element = row.current
    const outline = element?.closest('.outline')
    if (!selected || !element || !outline) return
    const actions = element.nextElementSibling?.classList.contains('block-actions')
      ? element.nextElementSibling
      : null
    const header = outline.querySelector(':scope > .panel-header')
    const zone = outline.querySelector(':scope > .dropzone')
    scrollIntoContainer(actions ? [element, actions] : element, outline, {
      topInset: header?.getBoundingClientRect().height ?? 0,
      bottomInset: zone?.getBoundingClientRect().height ?? 0,
    })
  }, [selected])
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
        <button type="button" className="outline__select" onClick={() => store.getState().select(block.id)}>
          <span className="outline__name">{name}</span>
          {typeof heading === 'string' && heading ? (
            <span className="outline__heading">{heading}</span>
          ) : null}
        </button>
        <ErrorBadge blockId={block.id} />
        <StrategyBadge block={block} />
        {drop.isOver && drop.reason ? (
          <span className="outline__reason" role="status">
            {drop.reason}
          </span>
        ) : null}
        {drop.registration}
      </div>
      {selected ? <BlockActions blockId={block.id} at={at} last={last} /> : null}
      {slotInstances(block).map((instance) => (
        <div key={instance.slot} className="outline__slot">
          <div className="outline__slot-title">{slotLabel(instance, block.attributes)}</div>
          <OutlineList
            blocks={(instance.blocks ?? []) as Block[]}
            parentId={block.id}
            slot={instance.slot}
            label={slotLabel(instance, block.attributes)}
          />
        </div>
      ))}
    </li>
  )
})
