import { PAGE_ATTRIBUTES_SCHEMA } from '../registry/page-settings-schemas.js'
import { getTemplate } from '../registry/template-registry.js'
import { isGroup } from '../registry/template-structure.js'
import type { SchemaNode } from '../json-schema.js'
import { blockAtPointer } from './block-at-pointer.js'

/** Where an error is, in the words of the editor's forms. */
export interface FieldTrail {
  /** The block's label (its template's name), "Page" for page-level pointers. */
  block: string
  /** Field titles from the block down: ["Buttons 2", "Link"]. Empty when the pointer is the block. */
  fields: string[]
}

/**
 * Names the place of a JSON pointer as an editor sees it: the block by its label, each field by its
 * title, group items by their number. A field kind's own parts (a Link's url, an Image's id) are not
 * fields of their own: the trail stops at the field. Unknown names read as words ("meta_title" -> "Meta title").
 */
export function fieldTrail(doc: unknown, pointer: string): FieldTrail {
  const { block, rest } = blockAtPointer(doc, pointer)
  const template = block ? getTemplate(block.template) : undefined
  // Fields live under `attributes`, in a block and on the page alike.
  const parts = rest[0] === 'attributes' ? rest.slice(1) : rest
  const fields: string[] = []
  // The page's own attributes have titles too (the page settings panel's).
  let node: SchemaNode | undefined = block
    ? template?.schema
    : rest[0] === 'attributes'
      ? PAGE_ATTRIBUTES_SCHEMA
      : undefined
  // Inside a field kind (a Link, an Image, a LinksCollection's items) only item numbers still count.
  let insideKind = false
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      if (fields.length > 0) fields[fields.length - 1] = `${fields[fields.length - 1]} ${Number(part) + 1}`
      node = node?.items
      continue
    }
    if (insideKind) break
    const field: SchemaNode | undefined = node?.properties?.[part]
    fields.push(field?.title ?? humanise(part))
    insideKind = field !== undefined && !isGroup(field)
    node = field
  }
  return { block: template?.name ?? (block ? block.template : 'Page'), fields }
}

/** "meta_title" -> "Meta title", "image-ratio" -> "Image ratio". */
function humanise(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
