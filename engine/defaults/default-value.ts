import type { SchemaNode } from '../json-schema.js'
import { isGroup } from '../registry/template-structure.js'

/**
 * The value a new field, group item or block starts with: the schema's `default` where it has one; an
 * object assembled from its properties' defaults; an empty list for slots and groups (or `minItems` new
 * items); nothing otherwise. Separators hold no value.
 */
export function defaultValue(schema: SchemaNode): unknown {
  if ('default' in schema) return structuredCloneJson(schema.default)
  const kind = schema['x-field']
  if (kind === 'Separator') return undefined
  if (kind === 'Slot') return []
  if (isGroup(schema)) {
    const count = schema.minItems ?? 0
    return Array.from({ length: count }, () => defaultValue(schema.items as SchemaNode))
  }
  // Field kinds that are objects (Image, Link, DateRange, Json) start empty rather than half-filled.
  if (schema.type === 'object' && schema.properties && kind === undefined) return defaultObject(schema)
  return undefined
}

/** An object of its properties' defaults, leaving out those without one. */
export function defaultObject(schema: SchemaNode): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const value = defaultValue(field)
    if (value !== undefined) out[name] = value
  }
  return out
}

function structuredCloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}
