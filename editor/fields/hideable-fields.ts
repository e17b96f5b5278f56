import type { SchemaNode } from '../../engine/json-schema.js'
import { isGroup } from '../../engine/registry/template-structure.js'

/** One field an editor can hide: its stored name (`title`, `slides.description`) and its form title. */
export interface HideableField {
  name: string
  title: string
}

/** The hideable fields of one part of the form: the block's own (title null) or one group's items'. */
export interface HideableSection {
  title: string | null
  fields: HideableField[]
}

/**
 * The fields a HiddenFields field (docs/decisions/054, 057) offers, grouped and ordered like the form: the
 * block's own first, then each repeatable group's item fields. A template narrows `items.enum` to what it
 * can hide; without an enum every value field is offered. Separators and the list itself are left out.
 */
export function hideableFields(form: SchemaNode, list: SchemaNode): HideableSection[] {
  const allowed = Array.isArray(list.items?.enum) ? new Set(list.items.enum.map(String)) : null
  const offered = (name: string, field: SchemaNode) =>
    field['x-field'] !== 'Separator' &&
    field['x-field'] !== 'HiddenFields' &&
    field['x-field'] !== 'Slot' &&
    (allowed === null ? !isGroup(field) : allowed.has(name))
  const own: HideableField[] = []
  const groups: HideableSection[] = []
  for (const [name, field] of Object.entries(form.properties ?? {})) {
    if (offered(name, field)) own.push({ name, title: field.title ?? name })
    if (!isGroup(field) || !field.items) continue
    const fields = Object.entries(field.items.properties ?? {})
      .filter(([sub, item]) => offered(`${name}.${sub}`, item))
      .map(([sub, item]) => ({ name: `${name}.${sub}`, title: item.title ?? sub }))
    if (fields.length > 0) groups.push({ title: field.title ?? name, fields })
  }
  return own.length > 0 ? [{ title: null, fields: own }, ...groups] : groups
}

/** Stored names the form no longer offers (a renamed or removed field): kept, so nothing is lost unseen. */
export function unknownHiddenNames(
  sections: readonly HideableSection[],
  stored: readonly string[],
): string[] {
  const known = new Set(sections.flatMap((section) => section.fields.map((field) => field.name)))
  return stored.filter((name) => !known.has(name))
}

/** The name hidden_fields stores for the field at a path in the block's attributes: `slides.description`. */
export function hiddenFieldName(path: readonly (string | number)[]): string {
  return path.filter((part) => typeof part === 'string' && !/^\d+$/.test(part)).join('.')
}
