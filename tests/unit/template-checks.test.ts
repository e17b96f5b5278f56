// The template meta-schema and the cross-file rules: each broken template gives one clear error naming its file.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkTemplates } from '../../scripts/templates/check-templates.js'
import { checkMigrationFiles } from '../../scripts/templates/emit-migrations.js'
import { loadSchemaSet, TEMPLATES_DIR } from '../../scripts/templates/template-files.js'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'templates-'))
  cpSync(TEMPLATES_DIR, dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

function edit(key: string, change: (schema: Json) => void): void {
  const path = join(dir, 'blocks', `${key}.schema.json`)
  const schema = JSON.parse(readFileSync(path, 'utf8')) as Json
  change(schema)
  writeFileSync(path, JSON.stringify(schema))
}

function problems(): string[] {
  const set = loadSchemaSet(dir)
  return [...checkTemplates(set), ...checkMigrationFiles(set, dir)].map(
    (p) => `${p.file}: ${p.pointer}: ${p.message}`,
  )
}

describe('template checks', () => {
  it('pass for the templates in the repository', () => {
    expect(problems()).toEqual([])
  })

  it('name an unknown x-field kind', () => {
    edit('jlr-snippet', (s) => (s.properties.heading = { 'x-field': 'Strng', title: 'Heading' }))
    expect(problems()).toEqual([
      expect.stringMatching(
        /^templates\/blocks\/jlr-snippet\.schema\.json: \/properties\/heading\/x-field: unknown x-field kind "Strng" \(known: String, /,
      ),
    ])
  })

  it('name a missing x-template', () => {
    edit('masonry', (s) => delete s['x-template'])
    expect(problems()).toEqual(['templates/blocks/masonry.schema.json: : missing x-template'])
  })

  it('name a key that does not match the file name', () => {
    edit('masonry', (s) => (s['x-template'].key = 'masonry-grid'))
    expect(problems()).toEqual([
      'templates/blocks/masonry.schema.json: /x-template/key: key "masonry-grid" does not match the file name (expected "masonry")',
    ])
  })

  it("name a group that is not one of the spec's", () => {
    edit('masonry', (s) => (s['x-template'].group = 'Gallery'))
    expect(problems()).toEqual([
      expect.stringMatching(
        /masonry\.schema\.json: \/x-template\/group: group "Gallery" is not one of the spec's groups \(Advanced, /,
      ),
    ])
  })

  it('name an array of groups without maxItems', () => {
    edit('quote-slider', (s) => delete s.properties.groups.maxItems)
    expect(problems()).toEqual([
      'templates/blocks/quote-slider.schema.json: /properties/groups: an array of groups needs maxItems',
    ])
  })

  it('name a Slot without maxItems, and an x-allow naming an unknown template', () => {
    edit('jlr-content-blocks', (s) => {
      delete s.properties.blocks.maxItems
      s.properties.blocks['x-allow'].push('no-such-template')
    })
    expect(problems()).toEqual([
      'templates/blocks/jlr-content-blocks.schema.json: /properties/blocks: a Slot needs maxItems',
      'templates/blocks/jlr-content-blocks.schema.json: /properties/blocks/x-allow: x-allow names an unknown template "no-such-template"',
    ])
  })

  it('name a field without a kind, a Select without options, a Json without a schema, and a dangling $ref', () => {
    edit('jlr-snippet', (s) => {
      s.properties.extra = { type: 'string', title: 'Extra' }
      s.properties.choice = { $ref: '../fields.schema.json#/$defs/Select', title: 'Choice' }
      s.properties.data = { $ref: '../fields.schema.json#/$defs/Json', title: 'Data' }
      s.properties.broken = { $ref: '../common.schema.json#/$defs/nothing' }
    })
    expect(problems()).toEqual([
      expect.stringContaining('/properties/extra: field has no x-field kind'),
      expect.stringContaining('/properties/choice: a Select field needs enum'),
      expect.stringContaining('/properties/data: a Json field needs a nested schema'),
      expect.stringContaining(
        '/properties/broken: $ref ../common.schema.json#/$defs/nothing points to no definition',
      ),
    ])
  })

  it('require block_scroll_id first, except for in-page navigation', () => {
    edit('masonry', (s) => {
      const { block_scroll_id: _first, ...rest } = s.properties
      s.properties = { ...rest, block_scroll_id: _first }
    })
    edit(
      'in-page-navigation',
      (s) =>
        (s.properties = {
          block_scroll_id: { $ref: '../common.schema.json#/$defs/block_scroll_id' },
          ...s.properties,
        }),
    )
    expect(problems()).toEqual([
      'templates/blocks/in-page-navigation.schema.json: /properties/block_scroll_id: in-page-navigation has no block_scroll_id',
      'templates/blocks/masonry.schema.json: /properties: the first field must be block_scroll_id',
    ])
  })

  it('require a migration for a version bump, and a template for a migration', () => {
    edit('masonry', (s) => (s['x-template'].version = 2))
    renameSync(
      join(dir, 'migrations', 'jlr-hero-title-banner.ts'),
      join(dir, 'migrations', 'hero-banner-old.ts'),
    )
    expect(problems()).toEqual([
      'templates/blocks/jlr-hero-title-banner.schema.json: /x-template/version: version 2 needs templates/migrations/jlr-hero-title-banner.ts with a step from each earlier version',
      'templates/blocks/masonry.schema.json: /x-template/version: version 2 needs templates/migrations/masonry.ts with a step from each earlier version',
      'templates/migrations/hero-banner-old.ts: : no template "hero-banner-old" to migrate',
    ])
  })
})
