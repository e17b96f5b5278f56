import { PRESENT_TEXT_PATTERN } from '../../engine/validation/present-text-pattern.js'
import { resolveRefs } from './resolve-refs.js'
import {
  PAGE_SCHEMA_ID,
  SCHEMA_BASE,
  SITE_SETTINGS_SCHEMA_ID,
  type JsonSchema,
  type SchemaSet,
} from './template-files.js'

/** Field kinds whose empty string is no value at all: required means at least one character. */
const TEXT_KINDS = new Set(['String', 'Text', 'Markdown'])

/**
 * Required means present (issue 13): JSON Schema's `required` only asks for the property, so a cleared
 * Heading ("") passed and the page shipped an empty <h1>. Beside every required String, Text or HTML
 * Markdown field this adds `minLength: 1` (unless the field already asks for more), and, unless the field
 * has a format of its own, `PRESENT_TEXT_PATTERN`, so a value of only spaces is empty too. Links need nothing:
 * a Link requires its url, and a Url is never empty. Authors write only `required`; the rule is added
 * before the validators and the catalogue are generated, so the engine and the editor see the same schema.
 */
export function requirePresence(set: SchemaSet): SchemaSet {
  const transform = (schema: JsonSchema, baseId: string) => addMinLength(schema, baseId, set) as JsonSchema
  return {
    ...set,
    fields: transform(set.fields, `${SCHEMA_BASE}fields.schema.json`),
    common: transform(set.common, `${SCHEMA_BASE}common.schema.json`),
    page: transform(set.page, PAGE_SCHEMA_ID),
    settings: transform(set.settings, SITE_SETTINGS_SCHEMA_ID),
    templates: set.templates.map((t) => ({ ...t, schema: transform(t.schema, t.schema.$id as string) })),
  }
}

function addMinLength(node: unknown, baseId: string, set: SchemaSet): unknown {
  if (Array.isArray(node)) return node.map((item) => addMinLength(item, baseId, set))
  if (node === null || typeof node !== 'object') return node
  const out: JsonSchema = {}
  for (const [keyword, inner] of Object.entries(node)) out[keyword] = addMinLength(inner, baseId, set)
  const { properties, required } = out
  if (!isObject(properties) || !Array.isArray(required)) return out
  const narrowed: JsonSchema = { ...properties }
  for (const name of required) {
    const field = narrowed[name as string]
    if (!isObject(field)) continue
    const resolved = resolveRefs(field, baseId, set)
    if (!isRequiredText(resolved)) continue
    narrowed[name as string] = {
      ...field,
      ...(hasMinLength(resolved) ? {} : { minLength: 1 }),
      ...(resolved.pattern === undefined ? { pattern: PRESENT_TEXT_PATTERN } : {}),
    }
  }
  return { ...out, properties: narrowed }
}

function isRequiredText(resolved: JsonSchema): boolean {
  return TEXT_KINDS.has(resolved['x-field'] as string) && resolved.type === 'string'
}

function hasMinLength(resolved: JsonSchema): boolean {
  return typeof resolved.minLength === 'number' && resolved.minLength >= 1
}

function isObject(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
