import { Button } from '../ui/Button.js'
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
import type { FormField } from '../../engine/forms/form-definition.js'
import { moveItem } from './move-item.js'
import { fieldLabelText } from '../../engine/forms/field-label-text.js'

/**
 * The form's fields in order: drag a row by its handle onto another row to move it there (dnd-kit, with
 * its keyboard sensor on the handle), or use the Move up / Move down buttons. Choosing a row opens its
 * settings beside the list.
 */
export function FieldList({
  fields,
  selected,
  onSelect,
  onChange,
}: {
  fields: readonly FormField[]
  selected: number
  onSelect: (index: number) => void
  onChange: (fields: FormField[], selected: number) => void
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  )
  const move = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return
    onChange(moveItem(fields, from, to), to)
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    move(Number(active.id), Number(over.id))
  }
  // Rows keep their element when they move (keyed by name, not position), so a moved row keeps focus.
  const seen = new Map<string, number>()
  const keys = fields.map((field) => {
    const n = seen.get(field.name) ?? 0
    seen.set(field.name, n + 1)
    return n ? `${field.name}#${n}` : field.name
  })
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <ol className="field-list" aria-label="Fields">
        {fields.map((field, i) => (
          <FieldRow
            key={keys[i]}
            index={i}
            field={field}
            count={fields.length}
            selected={i === selected}
            onSelect={() => onSelect(i)}
            onMove={(to) => move(i, to)}
          />
        ))}
      </ol>
    </DndContext>
  )
}

function FieldRow({
  index,
  field,
  count,
  selected,
  onSelect,
  onMove,
}: {
  index: number
  field: FormField
  count: number
  selected: boolean
  onSelect: () => void
  onMove: (to: number) => void
}) {
  const id = String(index)
  const drag = useDraggable({ id })
  const drop = useDroppable({ id })
  const transform = drag.transform ? `translate3d(0, ${drag.transform.y}px, 0)` : undefined
  return (
    <li
      ref={(el) => {
        drag.setNodeRef(el)
        drop.setNodeRef(el)
      }}
      className={[
        'field-row',
        selected && 'field-row--selected',
        drop.isOver && !drag.isDragging && 'field-row--over',
        drag.isDragging && 'field-row--dragging',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ transform }}
      data-testid={`field-row:${field.name}`}
    >
      <button
        type="button"
        className="field-row__handle"
        aria-label={`Drag ${fieldLabelText(field)}`}
        {...drag.listeners}
        {...drag.attributes}
      >
        ⠿
      </button>
      <button type="button" className="field-row__main" aria-pressed={selected} onClick={onSelect}>
        <span className="field-row__label">{fieldLabelText(field)}</span>
        <span className="field-row__meta">
          {field.type} · <code>{field.name}</code>
          {field.rules?.required ? ' · required' : ''}
        </span>
      </button>
      <Button
        size="small"
        aria-label={`Move ${field.name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        aria-label={`Move ${field.name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </Button>
    </li>
  )
}
