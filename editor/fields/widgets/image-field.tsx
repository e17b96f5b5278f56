import type { WidgetProps } from '../widget-props.js'
import { ImagePicker } from './image-picker.js'

interface ImageValue {
  id?: string
  alt?: string
  focal?: { x: number; y: number }
}

const centred = (focal: { x: number; y: number }) => focal.x === 0.5 && focal.y === 0.5

/**
 * An image: chosen from the media library (a dialog with search, upload, alt text, focal point and the
 * field's variants), with its alt text and a preview. The media id can still be typed, behind "Enter an
 * id". Clearing both removes the image.
 */
export function ImageField({ id, schema, value, describedBy, invalid, onChange }: WidgetProps<ImageValue>) {
  const current = value ?? {}
  const mediaId = current.id ?? ''
  const alt = current.alt ?? ''

  const set = (next: ImageValue) => {
    const clean: ImageValue = {}
    if (next.id !== undefined) clean.id = next.id
    if (next.alt) clean.alt = next.alt
    if (next.focal && clean.id) clean.focal = next.focal
    onChange(clean.id || clean.alt ? clean : undefined)
  }

  return (
    <div className="field-image">
      <ImagePicker
        id={id}
        schema={schema}
        mediaId={mediaId}
        describedBy={describedBy}
        invalid={invalid}
        uploadAlt={alt}
        // The focal point travels with the page, so the renderer crops around it without a lookup.
        onChoose={(image) =>
          set({
            id: image.id,
            alt: image.decorative ? '' : image.alt,
            focal: centred(image.focal) ? undefined : image.focal,
          })
        }
        onId={(typed) => set({ ...current, id: typed, focal: undefined })}
        onRemove={() => set({})}
      />
      <label htmlFor={`${id}-alt`}>Alt text</label>
      <input
        id={`${id}-alt`}
        type="text"
        className="field-input"
        value={alt}
        aria-describedby={describedBy}
        onChange={(e) => set({ ...current, alt: e.target.value })}
      />
    </div>
  )
}
