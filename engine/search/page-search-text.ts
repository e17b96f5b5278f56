import type { SchemaNode } from '../json-schema.js'
import { getTemplate } from '../registry/template-registry.js'
import { walkBlocks } from '../tree/walk-blocks.js'
import { plainTextOfHtml } from './plain-text-of-html.js'
import { searchText } from './search-text.js'

/** What the search index keeps of a published page (docs/decisions/047). */
export interface PageSearchText {
  title: string
  description: string
  /** The words of every block: text fields, rich text without its markup, link labels, image alt texts. */
  body: string
}

/** A page's words past this are not indexed (a tsvector holds at most 1 MB). */
export const MAX_BODY_CHARS = 200_000

/** String fields that hold identifiers, addresses or styling, never words a shopper searches for. */
const NOT_WORDS =
  /(^|_)(id|ids|url|href|class|classes|hash|key|code|codes|color|colour|icon|style|endpoint)$|^form_name$/i

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The searchable text of a page document: its title and meta description, and the words of its blocks
 * (nested ones included) read through each template's schema, so only fields that hold prose count.
 */
export function pageSearchText(doc: unknown): PageSearchText {
  const attributes = isObject(doc) && isObject(doc.attributes) ? doc.attributes : {}
  const words: string[] = []
  walkBlocks(doc, ({ block }) => {
    const template = getTemplate(block.template)
    if (template && isObject(block.attributes)) collect(template.schema, block.attributes, words)
  })
  const text = (value: unknown) => (typeof value === 'string' ? searchText(value) : '')
  return {
    title: text(attributes.title),
    description: text(attributes.meta_description),
    body: searchText(words.join(' ')).slice(0, MAX_BODY_CHARS),
  }
}

function collect(schema: SchemaNode, value: Record<string, unknown>, into: string[]): void {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const data = value[name]
    if (data === undefined || data === null) continue
    switch (field['x-field']) {
      case 'String':
      case 'Text':
        if (typeof data === 'string' && !NOT_WORDS.test(name)) into.push(data)
        break
      case 'Markdown':
        if (typeof data === 'string' && field['x-language'] !== 'json') into.push(plainTextOfHtml(data))
        break
      case 'Link':
        if (isObject(data) && typeof data.label === 'string') into.push(data.label)
        break
      case 'LinksCollection':
        if (Array.isArray(data))
          for (const link of data) if (isObject(link) && typeof link.label === 'string') into.push(link.label)
        break
      case 'Image':
        if (isObject(data) && typeof data.alt === 'string') into.push(data.alt)
        break
      case undefined:
      case 'Hotspots':
        // A repeatable group (hotspots are one, placed on an image) or a nested object: its own fields, read
        // the same way. Slots are left to walkBlocks, which visits nested blocks with their own templates.
        if (Array.isArray(data) && field.items?.properties) {
          for (const item of data) if (isObject(item)) collect(field.items, item, into)
        } else if (isObject(data) && field.properties) collect(field, data, into)
        break
      default:
        break
    }
  }
}
