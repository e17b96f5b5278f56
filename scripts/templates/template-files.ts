import { readFileSync, readdirSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

/** Where the schemas live, and the base URI their $ids share (a reserved host: nothing is ever fetched). */
export const TEMPLATES_DIR = resolve(import.meta.dirname, '../../templates')
export const SCHEMA_BASE = 'https://dealer-blocks.invalid/templates/'
export const BLOCK_SCHEMA_ID = `${SCHEMA_BASE}generated/block.schema.json`
export const PAGE_SCHEMA_ID = `${SCHEMA_BASE}page.schema.json`
export const SITE_SETTINGS_SCHEMA_ID = `${SCHEMA_BASE}site-settings.schema.json`

/** A JSON Schema object as read from disk: loosely typed on purpose, the meta-schema checks its shape. */
export type JsonSchema = { [keyword: string]: unknown }

export interface TemplateFile {
  /** Path relative to the repository root, for error messages. */
  file: string
  /** The template key the file name promises (`<key>.schema.json`). */
  key: string
  schema: JsonSchema
}

export interface SchemaSet {
  fields: JsonSchema
  common: JsonSchema
  page: JsonSchema
  /** The site settings (site-settings.schema.json): what the Site settings screen edits (decision 044). */
  settings: JsonSchema
  meta: JsonSchema
  templates: TemplateFile[]
}

function readJson(path: string): JsonSchema {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as JsonSchema
  } catch (error) {
    throw new Error(`[codegen] ${path}: not valid JSON`, { cause: error })
  }
}

/** Reads every schema under templates/, templates sorted by key so generated output is stable. */
export function loadSchemaSet(dir = TEMPLATES_DIR): SchemaSet {
  const blocksDir = join(dir, 'blocks')
  const templates = readdirSync(blocksDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => ({
      file: `templates/blocks/${name}`,
      key: basename(name, '.schema.json'),
      schema: readJson(join(blocksDir, name)),
    }))
  return {
    fields: readJson(join(dir, 'fields.schema.json')),
    common: readJson(join(dir, 'common.schema.json')),
    page: readJson(join(dir, 'page.schema.json')),
    settings: readJson(join(dir, 'site-settings.schema.json')),
    meta: readJson(join(dir, 'template.meta.schema.json')),
    templates,
  }
}
