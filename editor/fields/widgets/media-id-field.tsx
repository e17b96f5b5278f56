import type { WidgetProps } from '../widget-props.js'
import { ImagePicker } from './image-picker.js'

/**
 * A String field that holds a media library id (`x-suggest: "media"`), such as the page's share image: the
 * same library, preview and id entry as an image field, storing only the id (no alt text or focal point,
 * which the field has no place for).
 */
export function MediaIdField({ id, schema, value, describedBy, invalid, onChange }: WidgetProps<string>) {
  return (
    <div className="field-image">
      <ImagePicker
        id={id}
        schema={schema}
        mediaId={value ?? ''}
        describedBy={describedBy}
        invalid={invalid}
        onChoose={(image) => onChange(image.id)}
        onId={onChange}
        onRemove={() => onChange(undefined)}
      />
    </div>
  )
}
