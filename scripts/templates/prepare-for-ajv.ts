import type { JsonSchema } from './template-files.js'

/**
 * Turns the annotation x-allow on a Slot into a rule ajv enforces: each nested block's template must be one
 * of the listed keys. Template authors write only x-allow; the check lives beside the schema it guards.
 */
export function prepareForAjv(schema: JsonSchema): JsonSchema {
  return transform(schema) as JsonSchema
}

function transform(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(transform)
  if (value === null || typeof value !== 'object') return value
  const out: JsonSchema = {}
  for (const [keyword, inner] of Object.entries(value)) out[keyword] = transform(inner)
  const allow = out['x-allow']
  if (Array.isArray(allow)) {
    out.items = { type: 'object', properties: { template: { enum: allow } } }
  }
  return out
}
