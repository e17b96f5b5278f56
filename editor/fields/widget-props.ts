import type { SchemaNode } from '../../engine/json-schema.js'

/** What every field widget gets: its schema, its value, and the ids that tie it to its label, help and errors. */
export interface WidgetProps<T = unknown> {
  /** The id of the widget's main control, the one its label points at. */
  id: string
  /** The id of the label, for controls a <label for> cannot name (rich text, fieldsets). */
  labelId: string
  schema: SchemaNode
  value: T | undefined
  /** True when the schema lists the field as required (an empty value is then kept, not removed). */
  required: boolean
  /** Ids of the help text and the error list, for aria-describedby; undefined when there are none. */
  describedBy: string | undefined
  invalid: boolean
  /** Sets the field; undefined removes it from the attributes. */
  onChange(value: T | undefined): void
}
