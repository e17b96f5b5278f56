import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { hiddenFieldValues } from '../../../engine/forms/hidden-field-values.js'
import { parseMapping } from '../../../engine/forms/parse-mapping.js'
import { queryParamValues } from '../../../engine/forms/query-param-values.js'

const definition = {
  id: 'test-drive',
  name: 'T',
  fields: [
    {
      name: 'model',
      type: 'select',
      label: 'Model',
      options: [{ value: 'defender_110', label: 'Defender 110' }],
    },
    { name: 'first_name', type: 'text', label: 'First name' },
    { name: 'consent', type: 'consent', label: 'OK' },
    { name: 'source_page', type: 'hidden', label: 'Source' },
    { name: 'brand', type: 'hidden', label: 'Brand', default: 'land_rover' },
    { name: 'utm_source', type: 'hidden', label: 'Source' },
  ],
} as unknown as FormDefinition

describe('parseMapping', () => {
  it.each([
    ['{"source_page":"/test-drive","n":2,"b":true}', { source_page: '/test-drive', n: '2', b: 'true' }],
    [{ a: 'x', nested: { b: 1 }, list: [1] }, { a: 'x' }],
    ['{not json', {}],
    ['[1,2]', {}],
    ['', {}],
    [null, {}],
    [42, {}],
  ])('%j', (value, expected) => {
    expect(parseMapping(value)).toEqual(expected)
  })
})

describe('queryParamValues', () => {
  it('prefills mapped fields from the query, only with valid options, never consent', () => {
    expect(
      queryParamValues(
        definition,
        { model: 'model', name: 'first_name', ok: 'consent', other: 'nope' },
        { model: 'defender_110', name: 'Ann', ok: 'true', other: 'x' },
      ),
    ).toEqual({ model: 'defender_110', first_name: 'Ann' })
    expect(queryParamValues(definition, { model: 'model' }, { model: 'bicycle' })).toEqual({})
  })
})

describe('hiddenFieldValues', () => {
  it('fills hidden fields from the query, then the block mapping, then defaults', () => {
    expect(
      hiddenFieldValues(
        definition,
        { source_page: '/test-drive', brand: 'jaguar', first_name: 'not hidden' },
        { utm_source: 'utm_source', src: 'source_page' },
        { utm_source: 'newsletter' },
      ),
    ).toEqual({ source_page: '/test-drive', brand: 'jaguar', utm_source: 'newsletter' })
    expect(hiddenFieldValues(definition, {}, { src: 'source_page' }, { src: '/from-query' })).toEqual({
      source_page: '/from-query',
      brand: 'land_rover',
    })
  })
})
