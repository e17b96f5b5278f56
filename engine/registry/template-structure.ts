import type { SchemaNode } from '../json-schema.js'
import { getTemplate } from './template-registry.js'

/** A path through attributes where `*` stands for any item of a repeatable group. */
export type PathPattern = readonly (string | '*')[]

export interface SlotSpec {
  path: PathPattern
  title: string
  /** Templates the slot accepts; null accepts any. */
  allow: readonly string[] | null
  maxItems: number
}

export interface GroupSpec {
  path: PathPattern
  title: string
  maxItems: number
  minItems: number
  item: SchemaNode
}

/** Where a template keeps nested blocks, repeatable groups and date ranges: read once from its schema. */
export interface TemplateStructure {
  slots: SlotSpec[]
  groups: GroupSpec[]
  dateRanges: PathPattern[]
}

const cache = new Map<string, TemplateStructure>()

/** The structure of a template, or an empty one for an unknown key. */
export function templateStructure(key: string): TemplateStructure {
  const cached = cache.get(key)
  if (cached) return cached
  const structure: TemplateStructure = { slots: [], groups: [], dateRanges: [] }
  const template = getTemplate(key)
  if (template) collect(template.schema, [], structure)
  cache.set(key, structure)
  return structure
}

function collect(schema: SchemaNode, path: PathPattern, into: TemplateStructure): void {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const at = [...path, name]
    const title = field.title ?? name
    if (field['x-field'] === 'Slot') {
      into.slots.push({
        path: at,
        title,
        allow: field['x-allow'] ?? null,
        maxItems: field.maxItems ?? Infinity,
      })
    } else if (field['x-field'] === 'DateRange') {
      into.dateRanges.push(at)
    } else if (isGroup(field)) {
      const item = field.items as SchemaNode
      into.groups.push({
        path: at,
        title,
        maxItems: field.maxItems ?? Infinity,
        minItems: field.minItems ?? 0,
        item,
      })
      collect(item, [...at, '*'], into)
    }
  }
}

/** Turns "tabs/0/content" into its pattern ["tabs", "*", "content"] (array indexes become `*`). */
export function toPattern(path: readonly (string | number)[]): PathPattern {
  return path.map((part) => (typeof part === 'number' || /^\d+$/.test(part) ? '*' : part))
}

/** True when a concrete path matches a pattern. */
export function matchesPattern(path: readonly (string | number)[], pattern: PathPattern): boolean {
  const concrete = toPattern(path)
  return concrete.length === pattern.length && concrete.every((part, i) => part === pattern[i])
}

/** The schema of the field at a concrete path inside a template's attributes, or undefined. */
export function fieldSchemaAt(key: string, path: readonly (string | number)[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = getTemplate(key)?.schema
  for (const part of path) {
    if (!node) return undefined
    if (typeof part === 'number' || /^\d+$/.test(part)) node = node.type === 'array' ? node.items : undefined
    else node = node.properties?.[part]
  }
  return node
}

/**
 * A repeatable group: an array of objects that is not itself a field kind (LinksCollection is one). Hotspots
 * are a group too, of points on the block's image: the kind only adds the editor's point picker.
 */
export function isGroup(schema: SchemaNode): boolean {
  const kind = schema['x-field']
  return (
    (kind === undefined || kind === 'Hotspots') && schema.type === 'array' && schema.items?.type === 'object'
  )
}
