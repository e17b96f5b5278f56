import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ErrorObject } from 'ajv'
import { SCHEMA_BASE, type JsonSchema, type SchemaSet, type TemplateFile } from './template-files.js'

export interface TemplateProblem {
  file: string
  /** JSON pointer into the template file. */
  pointer: string
  message: string
}

const FIELD_KINDS_NEEDING_ENUM = new Set(['Select'])
const NO_SCROLL_ID_TEMPLATES = new Set(['in-page-navigation'])

/**
 * Checks every template file against templates/template.meta.schema.json, then the rules that need more
 * than one file: key and file name, $ref targets, field kinds, slot targets. Returns problems as data.
 */
export function checkTemplates(set: SchemaSet): TemplateProblem[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true })
  const validateMeta = ajv.compile(set.meta)
  const keys = new Set(set.templates.map((t) => t.key))
  const problems: TemplateProblem[] = []
  for (const template of set.templates) {
    const found = validateMeta(template.schema)
      ? []
      : metaProblems(template.file, validateMeta.errors ?? [], set.meta)
    // The cross-file rules need the basic shape; where they report a place the meta-schema already did,
    // the first message is kept.
    const { schema } = template
    if (isObject(schema['x-template']) && isObject(schema.properties)) {
      const reported = new Set(found.map((p) => p.pointer))
      found.push(...crossFileProblems(template, set, keys).filter((p) => !reported.has(p.pointer)))
    }
    problems.push(...found)
  }
  return problems
}

function metaProblems(file: string, errors: ErrorObject[], meta: JsonSchema): TemplateProblem[] {
  const groups = (((meta.$defs as JsonSchema).xTemplate as JsonSchema).properties as JsonSchema).group as {
    enum: string[]
  }
  const kinds = (
    (((meta.$defs as JsonSchema).field as JsonSchema).properties as JsonSchema)['x-field'] as {
      enum: string[]
    }
  ).enum
  const seen = new Set<string>()
  const problems: TemplateProblem[] = []
  for (const error of errors) {
    // anyOf and if/then report their branches too; the summary error below says it once.
    if (
      error.keyword === 'if' ||
      error.schemaPath.includes('/anyOf/') ||
      error.schemaPath.startsWith('#/$defs/group/')
    )
      continue
    const pointer = error.instancePath
    let message = `${error.message ?? 'is invalid'}`
    if (error.keyword === 'required' && error.params.missingProperty === 'x-template')
      message = 'missing x-template'
    else if (error.keyword === 'required' && error.params.missingProperty === 'maxItems')
      message = 'an array of groups needs maxItems'
    else if (error.keyword === 'anyOf')
      message =
        'field has no x-field kind: set x-field, $ref a field kind, or make it a group (array of objects with a title)'
    else if (error.keyword === 'enum' && pointer.endsWith('/x-field'))
      message = `unknown x-field kind ${JSON.stringify(error.data)} (known: ${kinds.join(', ')})`
    else if (error.keyword === 'enum' && pointer === '/x-template/group')
      message = `group ${JSON.stringify(error.data)} is not one of the spec's groups (${groups.enum.join(', ')})`
    else if (error.keyword === 'required') message = `missing ${String(error.params.missingProperty)}`
    const line = `${pointer}\u0000${message}`
    if (seen.has(line)) continue
    seen.add(line)
    problems.push({ file, pointer, message })
  }
  return problems
}

interface FieldInfo {
  kind?: string
  title?: string
  hasType: boolean
  hasEnum: boolean
}

/** Follows a field's $ref into fields.schema.json or common.schema.json and merges what it finds. */
function describeField(field: JsonSchema, set: SchemaSet): FieldInfo | string {
  const info: FieldInfo = {
    kind: field['x-field'] as string | undefined,
    title: field.title as string | undefined,
    hasType: 'type' in field,
    hasEnum: 'enum' in field,
  }
  const ref = field.$ref as string | undefined
  if (!ref) return info
  const [fileName, pointer] = ref.replace(/^\.\.\//, '').split('#/$defs/') as [string, string]
  const defs = (fileName === 'fields.schema.json' ? set.fields.$defs : set.common.$defs) as Record<
    string,
    JsonSchema
  >
  const target = defs[pointer]
  if (!target) return `$ref ${ref} points to no definition`
  const inner = describeField(
    { ...target, $ref: (target.$ref as string | undefined)?.replace(/^/, '../') },
    set,
  )
  if (typeof inner === 'string') return inner
  if (info.kind && inner.kind && info.kind !== inner.kind)
    return `x-field ${info.kind} disagrees with its $ref, which is a ${inner.kind}`
  return {
    kind: info.kind ?? inner.kind,
    title: info.title ?? inner.title,
    hasType: info.hasType || inner.hasType,
    hasEnum: info.hasEnum || inner.hasEnum,
  }
}

function crossFileProblems(template: TemplateFile, set: SchemaSet, keys: Set<string>): TemplateProblem[] {
  const { file, key, schema } = template
  const problems: TemplateProblem[] = []
  const meta = schema['x-template'] as JsonSchema
  if (meta.key !== key)
    problems.push({
      file,
      pointer: '/x-template/key',
      message: `key "${String(meta.key)}" does not match the file name (expected "${key}")`,
    })
  const expectedId = `${SCHEMA_BASE}blocks/${key}.schema.json`
  if (schema.$id !== expectedId)
    problems.push({ file, pointer: '/$id', message: `$id must be ${expectedId}` })

  const properties = schema.properties as Record<string, JsonSchema>
  const firstField = Object.keys(properties)[0]
  if (NO_SCROLL_ID_TEMPLATES.has(key)) {
    if ('block_scroll_id' in properties)
      problems.push({
        file,
        pointer: '/properties/block_scroll_id',
        message: `${key} has no block_scroll_id`,
      })
  } else if (firstField !== 'block_scroll_id') {
    problems.push({ file, pointer: '/properties', message: 'the first field must be block_scroll_id' })
  }
  problems.push(...fieldMapProblems(file, '/properties', schema, set, keys))
  return problems
}

function fieldMapProblems(
  file: string,
  pointer: string,
  owner: JsonSchema,
  set: SchemaSet,
  keys: Set<string>,
) {
  const problems: TemplateProblem[] = []
  const properties = owner.properties as Record<string, JsonSchema>
  for (const name of (owner.required as string[] | undefined) ?? [])
    if (!(name in properties))
      problems.push({
        file,
        pointer: pointer.replace(/\/properties$/, '/required'),
        message: `required field "${name}" is not defined`,
      })

  for (const [name, field] of Object.entries(properties)) {
    const at = `${pointer}/${name}`
    const info = describeField(field, set)
    if (typeof info === 'string') {
      problems.push({ file, pointer: at, message: info })
      continue
    }
    const isGroup = field.type === 'array' && (field.items as JsonSchema | undefined)?.type === 'object'
    if (!info.kind && !isGroup) problems.push({ file, pointer: at, message: 'field has no x-field kind' })
    if (!info.title) problems.push({ file, pointer: at, message: 'field needs a title (the editor label)' })
    if (info.kind && FIELD_KINDS_NEEDING_ENUM.has(info.kind) && !info.hasEnum)
      problems.push({ file, pointer: at, message: 'a Select field needs enum (its options)' })
    if (info.kind === 'Json' && !info.hasType)
      problems.push({
        file,
        pointer: at,
        message: 'a Json field needs a nested schema (at least its type), never any',
      })
    if (info.kind === 'Slot') {
      if (typeof field.maxItems !== 'number')
        problems.push({ file, pointer: at, message: 'a Slot needs maxItems' })
      for (const allowed of (field['x-allow'] as string[] | undefined) ?? [])
        if (!keys.has(allowed))
          problems.push({
            file,
            pointer: `${at}/x-allow`,
            message: `x-allow names an unknown template "${allowed}"`,
          })
    }
    const items = field.items as JsonSchema | undefined
    if (items && items.type === 'object' && items.properties)
      problems.push(...fieldMapProblems(file, `${at}/items/properties`, items, set, keys))
  }
  return problems
}

function isObject(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
