import { describe, expect, it } from 'vitest'
import { initialValues, type ValueSources } from '../../../renderer/forms/initial-values.js'
import { locationValues } from '../../../renderer/forms/location-values.js'
import { testDefinition } from './test-definition.js'

describe('initialValues: the values a form block starts with', () => {
  const definition = testDefinition({
    fields: [
      ...testDefinition().fields,
      { name: 'city', type: 'text', label: 'City', default: 'Sydney' },
      { name: 'colours', type: 'checkbox', label: 'Colours', options: [{ value: 'red', label: 'Red' }] },
    ],
  })
  const cases: { description: string; sources: ValueSources; expected: Record<string, unknown> }[] = [
    {
      description: 'defaults and empty values by type',
      sources: {},
      expected: {
        first_name: '',
        model: '',
        newsletter: false,
        consent: false,
        source_page: '',
        city: 'Sydney',
        colours: [],
      },
    },
    {
      description: 'hidden mapping fills hidden fields only, and never names outside the form',
      sources: { hidden: { source_page: '/test-drive', first_name: 'Mallory', nope: 'x' } },
      expected: { source_page: '/test-drive', first_name: '' },
    },
    {
      description: 'a mapped query parameter (parameter → field) fills visible and hidden fields',
      sources: {
        params: { utm_source: 'utm_source', m: 'model', fn: 'first_name' },
        query: { utm_source: 'newsletter-11', m: 'defender', fn: 'Ann' },
      },
      expected: { utm_source: 'newsletter-11', model: 'defender', first_name: 'Ann' },
    },
    {
      description: 'a query value that is not an option of a select is ignored',
      sources: { params: { m: 'model' }, query: { m: '<script>' } },
      expected: { model: '' },
    },
    {
      description: 'the query beats the hidden mapping for a hidden field',
      sources: {
        hidden: { utm_source: 'website' },
        params: { utm_source: 'utm_source' },
        query: { utm_source: 'mail' },
      },
      expected: { utm_source: 'mail' },
    },
    {
      description: 'a location fills empty fields, the query wins over it',
      sources: {
        location: { city: 'Artarmon', first_name: 'x' },
        params: { fn: 'first_name' },
        query: { fn: 'Ann' },
      },
      expected: { city: 'Artarmon', first_name: 'Ann' },
    },
  ]
  it.each(cases)('$description', ({ sources, expected }) => {
    const values = initialValues(definition, sources)
    expect(values).toMatchObject(expected)
    expect(Object.keys(values).sort()).toEqual(definition.fields.map((f) => f.name).sort())
  })
})

describe('locationValues: fields from the location the query selects', () => {
  const locations = [
    { id: 'artarmon', name: 'Artarmon', email: 'artarmon@example.com', city: 'Sydney' },
    { id: 'parramatta', name: 'Parramatta', email: 'parra@example.com', city: 'Sydney' },
  ]
  const cases: {
    description: string
    query: string
    params: Record<string, string>
    fields: Record<string, string>
    expected: Record<string, string>
  }[] = [
    {
      description: 'selects by the mapped parameter and copies the mapped attributes',
      query: '?dealer=parramatta',
      params: { id: 'dealer' },
      fields: { dealer_name: 'name', dealer_email: 'email' },
      expected: { dealer_name: 'Parramatta', dealer_email: 'parra@example.com' },
    },
    {
      description: 'every mapped parameter must match',
      query: '?dealer=parramatta&town=Perth',
      params: { id: 'dealer', city: 'town' },
      fields: { dealer_name: 'name' },
      expected: {},
    },
    {
      description: 'no parameter in the URL fills nothing',
      query: '',
      params: { id: 'dealer' },
      fields: { dealer_name: 'name' },
      expected: {},
    },
    {
      description: 'an unknown location fills nothing',
      query: '?dealer=perth',
      params: { id: 'dealer' },
      fields: { dealer_name: 'name' },
      expected: {},
    },
    {
      description: 'an attribute the location lacks is left out',
      query: '?dealer=artarmon',
      params: { id: 'dealer' },
      fields: { dealer_name: 'name', dealer_fax: 'fax' },
      expected: { dealer_name: 'Artarmon' },
    },
  ]
  it.each(cases)('$description', ({ query, params, fields, expected }) => {
    expect(locationValues(locations, new URLSearchParams(query), params, fields)).toEqual(expected)
  })
})
