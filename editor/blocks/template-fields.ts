import type { SchemaNode } from '../../engine/json-schema.js'
import { isGroup } from '../../engine/registry/template-structure.js'

/** One field of a template as the Blocks screen lists it. */
export interface FieldRow {
  /** Where it sits: "buttons", "slides › heading" for a field of a repeatable group's items. */
  path: string
  /** Nesting depth: 0 for the template's own fields, 1 inside a group. */
  depth: number
  title: string
  /** The editor's field kind (x-field), "Group" for a repeatable group. */
  kind: string
  required: boolean
  /** The default as JSON text, or null when there is none. */
  defaultValue: string | null
  /** Its limits in words: "at most 300 characters", "2 to 10 items", "one of H1, H2". */
  limits: string[]
}

/**
 * The fields of a template's resolved schema, in schema order, a repeatable group followed by its items'
 * fields; Separators (dividers of the form that hold no value) are left out.
 */
export function templateFields(schema: SchemaNode, depth = 0, prefix = ''): FieldRow[] {
  const required = new Set(schema.required ?? [])
  const rows: FieldRow[] = []
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (field['x-field'] === 'Separator') continue
    const path = prefix ? `${prefix} › ${name}` : name
    const group = isGroup(field)
    rows.push({
      path,
      depth,
      title: field.title ?? name,
      kind: field['x-field'] ?? (group ? 'Group' : String(field.type ?? 'value')),
      required: required.has(name),
      defaultValue: defaultText(field.default),
      limits: fieldLimits(field),
    })
    if (group && field.items) rows.push(...templateFields(field.items, depth + 1, path))
  }
  return rows
}

/** A default as JSON, a long one (a group's starting items) cut short: the table is for reading. */
function defaultText(value: unknown): string | null {
  if (value === undefined) return null
  const json = JSON.stringify(value)
  if (json.length <= 60) return json
  return Array.isArray(value) ? `${value.length} items` : `${json.slice(0, 57)}…`
}

/** A field's limits from its schema keywords, in words. */
export function fieldLimits(field: SchemaNode): string[] {
  const limits: string[] = []
  const n = (keyword: string) => (typeof field[keyword] === 'number' ? (field[keyword] as number) : undefined)
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && min > 0 && max !== undefined) limits.push(`${min} to ${max} ${unit}`)
    else if (max !== undefined) limits.push(`at most ${max} ${unit}`)
    else if (min !== undefined && min > 0) limits.push(`at least ${min} ${unit}`)
  }
  range(n('minLength'), n('maxLength'), 'characters')
  range(n('minItems'), field.maxItems, field['x-field'] === 'Slot' ? 'blocks' : 'items')
  const minimum = n('minimum')
  const maximum = n('maximum')
  if (minimum !== undefined && maximum !== undefined) limits.push(`from ${minimum} to ${maximum}`)
  else if (minimum !== undefined) limits.push(`at least ${minimum}`)
  else if (maximum !== undefined) limits.push(`at most ${maximum}`)
  if (field.enum && field['x-field'] !== 'Select') limits.push(`one of ${field.enum.map(String).join(', ')}`)
  else if (field.enum) limits.push(`${field.enum.length} options`)
  if (field['x-allow']) limits.push(`takes ${field['x-allow'].join(', ')}`)
  if (typeof field.pattern === 'string') limits.push(`matches ${field.pattern}`)
  if (typeof field.format === 'string') limits.push(`a ${field.format}`)
  return limits
}
