import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { leadAttributesFromForm } from '../../../server/forms/lead-attributes-from-form.js'

const definition = {
  id: 'f',
  name: 'F',
  fields: [
    { name: 'name', type: 'text', label: 'Name' },
    { name: 'consent', type: 'consent', label: 'OK' },
    { name: 'news', type: 'checkbox', label: 'News' },
    {
      name: 'contact',
      type: 'checkbox',
      label: 'Contact',
      options: [
        { value: 'email', label: 'Email' },
        { value: 'phone', label: 'Phone' },
      ],
    },
    { name: 'source', type: 'hidden', label: 'Source' },
  ],
} as unknown as FormDefinition

const fields = (pairs: [string, string][]) => {
  const map = new Map<string, string[]>()
  for (const [name, value] of pairs) map.set(name, [...(map.get(name) ?? []), value])
  return map
}

describe('leadAttributesFromForm', () => {
  it('types the fields as the JSON post does', () => {
    expect(
      leadAttributesFromForm(
        definition,
        fields([
          ['name', 'Ann'],
          ['consent', 'on'],
          ['news', 'true'],
          ['contact', 'email'],
          ['contact', 'phone'],
          ['source', '/x'],
          ['_locale', 'ar'],
          ['g-recaptcha-response', 'token'],
        ]),
      ),
    ).toEqual({
      attributes: { name: 'Ann', consent: true, news: true, contact: ['email', 'phone'], source: '/x' },
      captcha: 'token',
    })
  })

  it('reads boxes not sent as unticked and leaves other fields out', () => {
    expect(leadAttributesFromForm(definition, fields([]))).toEqual({
      attributes: { consent: false, news: false, contact: [] },
      captcha: undefined,
    })
  })

  it('passes on what the validator must refuse: other names, other values, repeated names', () => {
    const { attributes } = leadAttributesFromForm(
      definition,
      fields([
        ['name', 'a'],
        ['name', 'b'],
        ['consent', 'yes'],
        ['admin', '1'],
      ]),
    )
    expect(attributes).toEqual({ name: ['a', 'b'], consent: 'yes', news: false, contact: [], admin: '1' })
  })
})
