import type { SchemaNode } from '../../../engine/json-schema.js'

/**
 * What a field that holds other fields gets (a group, hotspots, a plain object): unlike a value widget it
 * renders its own rows, so it needs its path in the form and its pointer, not only its value.
 */
export interface NestedFieldProps {
  schema: SchemaNode
  value: unknown
  path: readonly (string | number)[]
  pointer: string
  id: string
  label: string
}
