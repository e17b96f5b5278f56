import { describe, expect, it } from 'vitest'
import type { SchemaNode } from '../../../../engine/json-schema.js'
import { getTemplate } from '../../../../engine/registry/template-registry.js'
import {
  hiddenFieldName,
  hideableFields,
  unknownHiddenNames,
} from '../../../../editor/fields/hideable-fields.js'

const schemaOf = (key: string) => getTemplate(key)!.schema
const listOf = (schema: SchemaNode) => schema.properties!.hidden_fields!

describe('hideableFields', () => {
  it('lists a template’s hideable fields by title, its own first, then each group’s, in form order', () => {
    const schema = schemaOf('number-button-carousel')
    expect(hideableFields(schema, listOf(schema))).toEqual([
      {
        title: null,
        fields: [
          { name: 'title', title: 'Title' },
          { name: 'description', title: 'Description' },
          { name: 'link', title: 'Link' },
        ],
      },
      {
        title: 'Slides',
        fields: [
          { name: 'slides.title', title: 'Title' },
          { name: 'slides.description', title: 'Description' },
          { name: 'slides.link', title: 'Link' },
        ],
      },
    ])
  })

  it('follows the form’s order, not the enum’s', () => {
    const schema = schemaOf('single-offer')
    const names = hideableFields(schema, listOf(schema)).flatMap((s) => s.fields.map((f) => f.name))
    expect(names).toEqual(['title', 'description', 'image', 'price', 'disclaimer', 'link'])
  })

  it('without an enum offers every value field, but not separators, slots, groups or the list itself', () => {
    const form: SchemaNode = {
      properties: {
        heading: { 'x-field': 'String', title: 'Heading' },
        divider: { 'x-field': 'Separator', title: 'More' },
        body: { 'x-field': 'Slot', title: 'Body' },
        cards: {
          type: 'array',
          title: 'Cards',
          items: { type: 'object', properties: { label: { 'x-field': 'String' } } },
        },
        hidden_fields: { 'x-field': 'HiddenFields', type: 'array', items: { type: 'string' } },
      },
    }
    expect(hideableFields(form, form.properties!.hidden_fields!)).toEqual([
      { title: null, fields: [{ name: 'heading', title: 'Heading' }] },
      { title: 'Cards', fields: [{ name: 'cards.label', title: 'label' }] },
    ])
  })
})

it('unknownHiddenNames keeps the stored names the form no longer offers, in stored order', () => {
  const schema = schemaOf('quote')
  const sections = hideableFields(schema, listOf(schema))
  expect(unknownHiddenNames(sections, ['subtitle', 'title', 'slides.title'])).toEqual([
    'subtitle',
    'slides.title',
  ])
  expect(unknownHiddenNames(sections, ['title', 'author'])).toEqual([])
})

it('hiddenFieldName names a block field by key and an item’s field as group.field', () => {
  expect(hiddenFieldName(['title'])).toBe('title')
  expect(hiddenFieldName(['slides', 3, 'description'])).toBe('slides.description')
  expect(hiddenFieldName(['slides', '3', 'link'])).toBe('slides.link')
})
