import type { TemplateKey } from '../../templates/generated/types.js'
import type { SchemaNode } from '../json-schema.js'

/** The spec's template groups (002 §3), in the order the editor's library shows them. */
export const TEMPLATE_GROUPS = [
  'Hero',
  'Content',
  'Advanced',
  'Specials',
  'Stock Locator',
  'Retailers',
  'Schema',
  'Mena',
  'APO',
  'Other',
] as const
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number]

/** What the editor's library and the engine need to know of one template. */
export interface TemplateInfo {
  key: TemplateKey
  name: string
  description: string
  short_description?: string
  group: TemplateGroup
  list_priority: number
  /** The picture npm run thumbnails makes (lrdx theme; thumbnailUrl(key, theme) for another). */
  thumbnail_url: string
  hidden: boolean
  /** Where it may be placed: only at a page's top level, or only inside a slot (template-area.ts). */
  area?: 'page' | 'slot'
  external_block: boolean
  version: number
  interactive: boolean
  /** The resolved attributes schema: every $ref inlined. */
  schema: SchemaNode
}
