import { blockVisibilitySchema, pageAttributesSchema } from '../../templates/generated/catalogue.js'
import type { SchemaNode } from '../json-schema.js'

/** The resolved schema of a page's attributes: what the page settings panel edits. */
export const PAGE_ATTRIBUTES_SCHEMA = pageAttributesSchema as SchemaNode

/** The resolved schema of a block's visibility (a dynamic-content strategy and a schedule). */
export const BLOCK_VISIBILITY_SCHEMA = blockVisibilitySchema as SchemaNode
