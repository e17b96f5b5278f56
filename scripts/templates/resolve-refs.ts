import { BLOCK_SCHEMA_ID, SCHEMA_BASE, type JsonSchema, type SchemaSet } from './template-files.js'

/**
 * Inlines every $ref of a schema (fields, common fields, page definitions) so the editor and the engine can
 * read one self-contained schema per template. Keywords beside a $ref override the target's, as in a
 * template that narrows a common field. References to the block union (a Slot's items) are dropped: a
 * Slot is described by its x-field, x-allow and maxItems.
 */
export function resolveRefs(schema: JsonSchema, baseId: string, set: SchemaSet): JsonSchema {
  const documents = new Map<string, JsonSchema>([
    [`${SCHEMA_BASE}fields.schema.json`, set.fields],
    [`${SCHEMA_BASE}common.schema.json`, set.common],
    [`${SCHEMA_BASE}page.schema.json`, set.page],
  ])
  return resolveNode(schema, baseId, documents) as JsonSchema
}

function resolveNode(node: unknown, baseId: string, documents: Map<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveNode(item, baseId, documents))
  if (node === null || typeof node !== 'object') return node
  const { $ref, $id: _id, $schema: _schema, ...rest } = node as JsonSchema
  const siblings: JsonSchema = {}
  for (const [keyword, value] of Object.entries(rest)) {
    const resolved = resolveNode(value, baseId, documents)
    if (resolved !== undefined) siblings[keyword] = resolved
  }
  if (typeof $ref !== 'string') return siblings
  const absolute = new URL($ref, baseId).href
  const [documentId, fragment = ''] = absolute.split('#') as [string, string?]
  if (documentId === BLOCK_SCHEMA_ID) return undefined
  const document = documents.get(documentId)
  if (!document) throw new Error(`[codegen] cannot resolve $ref ${$ref} from ${baseId}`)
  const target = fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, part) => (at as JsonSchema | undefined)?.[decodeURIComponent(part)], document)
  if (target === undefined) throw new Error(`[codegen] $ref ${$ref} from ${baseId} points to nothing`)
  const resolvedTarget = resolveNode(target, documentId, documents) as JsonSchema
  return { ...resolvedTarget, ...siblings }
}
