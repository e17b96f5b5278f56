import { describe, expect, it } from 'vitest'
import { PRESENT_TEXT_PATTERN } from '../../engine/validation/present-text-pattern.js'
import { requirePresence } from '../../scripts/templates/require-presence.js'
import { loadSchemaSet, SCHEMA_BASE, type JsonSchema } from '../../scripts/templates/template-files.js'

const set = loadSchemaSet()

/** The schema set with one extra template holding `properties` and `required`. */
function withTemplate(properties: JsonSchema, required: string[]) {
  const schema: JsonSchema = {
    $id: `${SCHEMA_BASE}blocks/test-block.schema.json`,
    type: 'object',
    properties,
    required,
  }
  const out = requirePresence({ ...set, templates: [{ file: 'test', key: 'test-block', schema }] })
  return (out.templates[0]?.schema.properties ?? {}) as Record<string, JsonSchema>
}

describe('codegen: required text fields get minLength 1', () => {
  it('adds it beside a required String, Text or HTML Markdown field, wherever its kind comes from', () => {
    const fields = withTemplate(
      {
        heading: { $ref: '../common.schema.json#/$defs/heading' },
        text: { $ref: '../fields.schema.json#/$defs/Text' },
        html: { $ref: '../fields.schema.json#/$defs/MarkdownHtml' },
        optional: { $ref: '../fields.schema.json#/$defs/String' },
      },
      ['heading', 'text', 'html'],
    )
    expect(fields.heading).toEqual({
      $ref: '../common.schema.json#/$defs/heading',
      minLength: 1,
      pattern: PRESENT_TEXT_PATTERN,
    })
    expect(fields.html?.pattern).toBe(PRESENT_TEXT_PATTERN)
    expect(fields.text?.minLength).toBe(1)
    expect(fields.html?.minLength).toBe(1)
    expect(fields.optional?.minLength).toBeUndefined()
  })

  it('leaves other kinds and stricter limits alone', () => {
    const fields = withTemplate(
      {
        code: { $ref: '../fields.schema.json#/$defs/String', minLength: 3 },
        theme: { $ref: '../fields.schema.json#/$defs/Select', enum: ['a'] },
        link: { $ref: '../fields.schema.json#/$defs/Link' },
        json: { $ref: '../fields.schema.json#/$defs/MarkdownJson' },
      },
      ['code', 'theme', 'link', 'json'],
    )
    expect(fields.code?.minLength).toBe(3)
    expect(fields.code?.pattern).toBe(PRESENT_TEXT_PATTERN)
    expect(fields.theme?.minLength).toBeUndefined()
    expect(fields.link?.minLength).toBeUndefined()
    expect(fields.json?.minLength).toBeUndefined()
  })

  it('reaches group items and leaves the author’s files as written', () => {
    const fields = withTemplate(
      {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { label: { $ref: '../fields.schema.json#/$defs/String' } },
            required: ['label'],
          },
        },
      },
      [],
    )
    const item = fields.items?.items as { properties: Record<string, JsonSchema> }
    expect(item.properties.label?.minLength).toBe(1)
    const hero = set.templates.find((t) => t.key === 'jlr-hero-title-banner')?.schema.properties as Record<
      string,
      JsonSchema
    >
    expect(hero.heading?.minLength).toBeUndefined()
  })
})
