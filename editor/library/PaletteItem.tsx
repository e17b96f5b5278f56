import { useDraggable } from '@dnd-kit/core'
import { useId } from 'react'
import type { TemplateInfo } from '../../engine/registry/template-info.js'
import type { ThumbnailTheme } from '../../engine/registry/thumbnail-url.js'
import type { DragSource } from '../dnd/drag-source.js'
import { Badge } from '../ui/Badge.js'
import { TemplateThumbnail } from './TemplateThumbnail.js'

/**
 * One template in the library: its picture, name and one-line description. Drag it onto the page, or press
 * "Add" (the keyboard way, WCAG 2.5.7) to put it after the selected block. Hovering it or focusing its
 * button asks the library for the larger preview (`onPreview`, null when it ends).
 */
export function PaletteItem({
  template,
  theme,
  onAdd,
  onPreview,
}: {
  template: TemplateInfo
  theme: ThumbnailTheme
  onAdd: (key: string) => void
  onPreview: (preview: { template: TemplateInfo; anchor: HTMLElement } | null) => void
}) {
  const source: DragSource = { kind: 'template', key: template.key, label: template.name }
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `palette:${template.key}`, data: source })
  const descriptionId = useId()
  const show = (event: { currentTarget: HTMLElement }) => onPreview({ template, anchor: event.currentTarget })
  return (
    <li
      className={`palette-item${isDragging ? ' palette-item--dragging' : ''}`}
      onPointerEnter={show}
      onPointerLeave={() => onPreview(null)}
      onFocus={show}
      onBlur={() => onPreview(null)}
    >
      <div
        ref={setNodeRef}
        {...listeners}
        className="palette-item__body"
        data-testid={`palette-item:${template.key}`}
        title="Drag onto the page or the outline"
      >
        <TemplateThumbnail
          templateKey={template.key}
          name={template.name}
          theme={theme}
          className="template-thumbnail--small"
        />
        <span className="palette-item__text">
          <span className="palette-item__name">
            {template.name}
            {template.external_block ? (
              <Badge tone="info" testId={`external:${template.key}`}>
                External
              </Badge>
            ) : null}
          </span>
          <span className="palette-item__description" id={descriptionId}>
            {template.short_description ?? template.description}
          </span>
        </span>
      </div>
      <button
        type="button"
        className="palette-item__add"
        onClick={() => onAdd(template.key)}
        aria-label={`Add ${template.name}`}
        aria-describedby={descriptionId}
      >
        Add
      </button>
    </li>
  )
}
