import { useDraggable } from '@dnd-kit/core'
import type { TemplateInfo } from '../../engine/registry/template-info.js'
import type { DragSource } from '../dnd/drag-source.js'

/**
 * One template in the library: drag it onto the page, or press "Add" (the keyboard way, WCAG 2.5.7) to put
 * it after the selected block.
 */
export function PaletteItem({ template, onAdd }: { template: TemplateInfo; onAdd: (key: string) => void }) {
  const source: DragSource = { kind: 'template', key: template.key, label: template.name }
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `palette:${template.key}`, data: source })
  return (
    <li className={`palette-item${isDragging ? ' palette-item--dragging' : ''}`}>
      <div
        ref={setNodeRef}
        {...listeners}
        className="palette-item__body"
        data-testid={`palette-item:${template.key}`}
        title="Drag onto the page or the outline"
      >
        <span className="palette-item__name">{template.name}</span>
        <span className="palette-item__description">
          {template.short_description ?? template.description}
        </span>
      </div>
      <button
        type="button"
        className="palette-item__add"
        onClick={() => onAdd(template.key)}
        aria-label={`Add ${template.name}`}
      >
        Add
      </button>
    </li>
  )
}
