import type { SchemaNode } from '../json-schema.js'

/** "meta_title" → "Meta title": for a name no schema titles. */
function humanize(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : name
}

/**
 * The titles along a path (unescaped JSON pointer parts) inside a schema, as an editor reads them: each
 * property by its title (its name made readable when it has none), an array index as the number of the item
 * of the list before it ("Tabs #2"). Error messages name fields with it, never by pointer.
 */
export function fieldTitles(schema: SchemaNode | undefined, parts: readonly string[]): string[] {
  const titles: string[] = []
  let node = schema
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      const last = titles.pop() ?? 'Item'
      titles.push(`${last} #${Number(part) + 1}`)
      node = node?.items
    } else {
      node = node?.properties?.[part]
      titles.push(node?.title ?? humanize(part))
    }
  }
  return titles
}
