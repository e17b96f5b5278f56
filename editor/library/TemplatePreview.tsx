import type { TemplateInfo } from '../../engine/registry/template-info.js'
import { THUMBNAIL_THEMES } from '../../engine/registry/thumbnail-url.js'
import { areaText } from './area-text.js'
import { TemplateThumbnail } from './TemplateThumbnail.js'

const THEME_NAMES = { lrdx: 'Land Rover', jdx: 'Jaguar' } as const

/**
 * The larger preview beside the library while a template is hovered or focused: its picture in both
 * themes, group, full description and where it may go. A visual aid only (aria-hidden): the item's name,
 * description and "Add" button already say all of it to a screen reader. Never takes the pointer, so a
 * drag passes over it.
 */
export function TemplatePreview({
  template,
  top,
  left,
}: {
  template: TemplateInfo
  top: number
  left: number
}) {
  const area = areaText(template.area)
  return (
    <div
      className="template-preview"
      style={{ top, left }}
      aria-hidden="true"
      data-testid={`template-preview:${template.key}`}
    >
      <p className="template-preview__name">
        {template.name} <span className="template-preview__group">{template.group}</span>
      </p>
      {THUMBNAIL_THEMES.map((theme) => (
        <figure key={theme} className="template-preview__figure">
          <TemplateThumbnail
            templateKey={template.key}
            name={template.name}
            theme={theme}
            className="template-preview__image"
            eager
          />
          <figcaption>{THEME_NAMES[theme]}</figcaption>
        </figure>
      ))}
      <p className="template-preview__description">{template.description}</p>
      {area ? <p className="template-preview__note">{area}</p> : null}
      {template.external_block ? (
        <p className="template-preview__note">Its content comes from outside the page.</p>
      ) : null}
    </div>
  )
}
