import type { ComponentType } from 'react'
import type { SchemaNode } from '../../engine/json-schema.js'
import type { WidgetProps } from './widget-props.js'
import { BoolField } from './widgets/bool-field.js'
import { DateRangeField } from './widgets/date-range-field.js'
import { HiddenFieldsField } from './widgets/hidden-fields-field.js'
import { IconField } from './widgets/icon-field.js'
import { ImageField } from './widgets/image-field.js'
import { JsonField } from './widgets/json-field.js'
import { LinkField } from './widgets/link-field.js'
import { LinksCollectionField } from './widgets/links-collection-field.js'
import { MediaIdField } from './widgets/media-id-field.js'
import { MarkdownHtmlField } from './widgets/markdown-html-field.js'
import { NumberField } from './widgets/number-field.js'
import { SelectField } from './widgets/select-field.js'
import { StringField, TextField } from './widgets/string-field.js'

export interface WidgetChoice {
  // Each widget narrows its value type; the panel hands them values straight from the document.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Widget: ComponentType<WidgetProps<any>>
  /** A fieldset of several controls rather than one labelled control. */
  composite: boolean
}

/**
 * The widget of a value field by its x-field kind (DESIGN.md §3). Anything without a known kind is edited
 * as JSON, so no field is ever missing from the form.
 */
export function widgetFor(schema: SchemaNode): WidgetChoice {
  switch (schema['x-field']) {
    case 'String':
      return schema['x-suggest'] === 'media'
        ? { Widget: MediaIdField, composite: true }
        : { Widget: StringField, composite: false }
    case 'Text':
      return { Widget: TextField, composite: false }
    case 'Number':
      return { Widget: NumberField, composite: false }
    case 'Bool':
      return { Widget: BoolField, composite: false }
    case 'Select':
      return { Widget: SelectField, composite: false }
    case 'Markdown':
      return schema['x-language'] === 'json'
        ? { Widget: JsonField, composite: false }
        : { Widget: MarkdownHtmlField, composite: false }
    case 'Image':
      return { Widget: ImageField, composite: true }
    case 'Icon':
      return { Widget: IconField, composite: false }
    case 'Link':
      return { Widget: LinkField, composite: true }
    case 'LinksCollection':
      return { Widget: LinksCollectionField, composite: true }
    case 'DateRange':
      return { Widget: DateRangeField, composite: true }
    case 'HiddenFields':
      return { Widget: HiddenFieldsField, composite: true }
    default:
      return { Widget: JsonField, composite: false }
  }
}
