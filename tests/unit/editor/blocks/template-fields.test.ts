import { expect, it } from 'vitest'
import { getTemplate } from '../../../../engine/registry/template-registry.js'
import { fieldLimits, templateFields } from '../../../../editor/blocks/template-fields.js'
import { templateLimits } from '../../../../editor/blocks/template-limits.js'

it("lists a template's fields with kind, required, default and limits, Separators left out", () => {
  const rows = templateFields(getTemplate('jlr-snippet')!.schema)
  const heading = rows.find((r) => r.path === 'heading')
  expect(heading).toMatchObject({ title: 'Heading', kind: 'String', required: false, defaultValue: null })
  expect(heading?.limits).toContain('at most 300 characters')
  expect(rows.find((r) => r.path === 'header_tag')).toMatchObject({ kind: 'Select', defaultValue: '"H2"' })
  expect(rows.some((r) => r.kind === 'Separator')).toBe(false)
})

it("follows a repeatable group into its items' fields, one level deeper", () => {
  const rows = templateFields(getTemplate('hero-carousel')!.schema)
  const group = rows.find((r) => r.kind === 'Group')
  expect(group).toBeDefined()
  const inside = rows.filter((r) => r.path.startsWith(`${group!.path} › `))
  expect(inside.length).toBeGreaterThan(0)
  expect(inside.every((r) => r.depth === 1)).toBe(true)
})

it('says limits in words', () => {
  expect(fieldLimits({ type: 'string', minLength: 2, maxLength: 10 })).toEqual(['2 to 10 characters'])
  expect(fieldLimits({ type: 'array', maxItems: 4 })).toEqual(['at most 4 items'])
  expect(fieldLimits({ 'x-field': 'Slot', maxItems: 3, 'x-allow': ['jlr-snippet'] })).toEqual([
    'at most 3 blocks',
    'takes jlr-snippet',
  ])
  expect(fieldLimits({ type: 'number', minimum: 0, maximum: 5 })).toEqual(['from 0 to 5'])
  expect(fieldLimits({ type: 'string', enum: ['a', 'b'] })).toEqual(['one of a, b'])
})

it("a template's limits: its area, its groups' and slots' sizes", () => {
  const limits = templateLimits(getTemplate('jlr-tabs')!)
  expect(limits[0]).toBe('Anywhere on a page or in a slot that takes it')
  expect(limits.some((l) => /nested blocks/.test(l))).toBe(true)
})

it("cuts a long default short: a group's starting items are counted", () => {
  const rows = templateFields(getTemplate('jlr-tabs')!.schema)
  expect(rows.find((r) => r.path === 'tabs')?.defaultValue).toBe('2 items')
})
