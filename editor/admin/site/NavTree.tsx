import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import type { ReactNode } from 'react'
import type { EditableNavEntry } from '../../../engine/navigation/editable-nav-entry.js'
import { moveNavEntry, type NavMove } from '../../../engine/navigation/move-nav-entry.js'
import { Button } from '../../ui/Button.js'

function flatIds(entries: readonly EditableNavEntry[]): string[] {
  return entries.flatMap((e) => [e.id, ...flatIds(e.children)])
}

/**
 * A site's navigation tree: drag a row by its handle onto another row to move it there (dnd-kit, with its
 * keyboard sensor on the handle: Space, arrows, Space), or use the row's buttons: up, down, indent (into the
 * entry above) and outdent. moveNavEntry answers whether each move can be made, so a button that would
 * break the tree (too deep, first entry up) is disabled and such a drop does nothing.
 */
export function NavTree({
  entries,
  onChange,
  onEdit,
  onDelete,
}: {
  entries: EditableNavEntry[]
  onChange: (entries: EditableNavEntry[], moved: string) => void
  onEdit: (entry: EditableNavEntry) => void
  onDelete: (entry: EditableNavEntry) => void
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  )
  const move = (id: string, how: NavMove) => {
    const next = moveNavEntry(entries, id, how)
    if (next) onChange(next, id)
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return
    const order = flatIds(entries)
    const from = order.indexOf(String(active.id))
    const to = order.indexOf(String(over.id))
    // Like a list: dropped on a row further down, it goes after that row; further up, before it.
    move(String(active.id), { kind: from < to ? 'after' : 'before', target: String(over.id) })
  }
  const rows = (list: EditableNavEntry[], depth: number) => (
    <ol
      className={depth === 1 ? 'nav-tree' : 'nav-tree__children'}
      aria-label={depth === 1 ? 'Menu entries' : undefined}
    >
      {list.map((entry) => (
        <NavTreeRow
          key={entry.id}
          entry={entry}
          depth={depth}
          can={(how) => moveNavEntry(entries, entry.id, how) !== null}
          onMove={(how) => move(entry.id, how)}
          onEdit={() => onEdit(entry)}
          onDelete={() => onDelete(entry)}
        >
          {entry.children.length ? rows(entry.children, depth + 1) : null}
        </NavTreeRow>
      ))}
    </ol>
  )
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      {rows(entries, 1)}
    </DndContext>
  )
}

function NavTreeRow({
  entry,
  depth,
  can,
  onMove,
  onEdit,
  onDelete,
  children,
}: {
  entry: EditableNavEntry
  depth: number
  can: (how: NavMove) => boolean
  onMove: (how: NavMove) => void
  onEdit: () => void
  onDelete: () => void
  children: ReactNode
}) {
  const drag = useDraggable({ id: entry.id })
  const drop = useDroppable({ id: entry.id })
  const transform = drag.transform
    ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`
    : undefined
  const buttons: [NavMove['kind'], string, string][] = [
    ['up', '↑', `Move ${entry.title} up`],
    ['down', '↓', `Move ${entry.title} down`],
    ['outdent', '←', `Move ${entry.title} out a level`],
    ['indent', '→', `Move ${entry.title} into the entry above`],
  ]
  return (
    <li className="nav-tree__item" data-testid={`nav-entry:${entry.id}`} data-depth={depth}>
      <div
        ref={drop.setNodeRef}
        className={[
          'nav-tree__row',
          drop.isOver && !drag.isDragging && 'nav-tree__row--over',
          drag.isDragging && 'nav-tree__row--dragging',
        ]
          .filter(Boolean)
          .join(' ')}
        style={{ transform }}
      >
        <button
          type="button"
          ref={drag.setNodeRef}
          className="nav-tree__handle"
          aria-label={`Drag ${entry.title}`}
          data-testid={`nav-handle:${entry.id}`}
          {...drag.listeners}
          {...drag.attributes}
        >
          ⠿
        </button>
        <span className="nav-tree__text">
          <span className="nav-tree__title">{entry.title}</span>
          <code className="nav-tree__url">{entry.url}</code>
        </span>
        <span className="nav-tree__actions">
          {buttons.map(([kind, symbol, label]) => (
            <Button
              key={kind}
              size="small"
              aria-label={label}
              title={label}
              disabled={!can({ kind } as NavMove)}
              onClick={() => onMove({ kind } as NavMove)}
            >
              {symbol}
            </Button>
          ))}
          <Button size="small" onClick={onEdit} aria-label={`Edit ${entry.title}`}>
            Edit
          </Button>
          <Button size="small" variant="danger" onClick={onDelete} aria-label={`Delete ${entry.title}`}>
            Delete
          </Button>
        </span>
      </div>
      {children}
    </li>
  )
}
