import { describe, expect, it } from 'vitest'
import type { FormDefinition, FormField } from '../../../engine/forms/form-definition.js'
import { validateLead } from '../../../engine/forms/validate-lead.js'

const form = (...fields: FormField[]): FormDefinition => ({
  id: 'f',
  name: 'F',
  fields,
  settings: {
    thank_you: { heading: 'h', message: 'm' },
    notifications: { enabled: false, recipients: [], subject: 's' },
    confirmations: { enabled: false, email_field: 'email', subject: 's', message: 'm' },
    recaptcha: false,
    submit_label: 'Send',
  },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
})

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
]

// [description, field, value, expected message or undefined]
const cases: [string, FormField, unknown, string | undefined][] = [
  [
    'required text missing',
    { name: 'x', type: 'text', label: 'X', rules: { required: true } },
    undefined,
    'This field is required',
  ],
  [
    'required text blank',
    { name: 'x', type: 'text', label: 'X', rules: { required: true } },
    '   ',
    'This field is required',
  ],
  ['optional text empty', { name: 'x', type: 'text', label: 'X', rules: { min: 3 } }, '', undefined],
  ['min', { name: 'x', type: 'text', label: 'X', rules: { min: 3 } }, 'ab', 'Enter at least 3 characters'],
  ['min one', { name: 'x', type: 'text', label: 'X', rules: { min: 1 } }, 'a', undefined],
  ['size', { name: 'x', type: 'text', label: 'X', rules: { size: 4 } }, '123', 'Enter exactly 4 characters'],
  ['size ok', { name: 'x', type: 'text', label: 'X', rules: { size: 4 } }, '1234', undefined],
  ['max', { name: 'x', type: 'text', label: 'X', rules: { max: 5 } }, 'abcdef', 'Character limit exceeded'],
  [
    'max counts characters, not UTF-16 units',
    { name: 'x', type: 'text', label: 'X', rules: { max: 2 } },
    '😀😀',
    undefined,
  ],
  [
    'a line without max is still capped',
    { name: 'x', type: 'text', label: 'X' },
    'x'.repeat(1001),
    'Character limit exceeded',
  ],
  ['a textarea takes a message', { name: 'x', type: 'textarea', label: 'X' }, 'x'.repeat(5000), undefined],
  ['email', { name: 'x', type: 'email', label: 'X' }, 'ann@example', 'Enter a valid email address'],
  ['email ok', { name: 'x', type: 'email', label: 'X' }, 'ann.lee+cars@example.com.au', undefined],
  ['email with markup', { name: 'x', type: 'email', label: 'X' }, '<a>@b.com', 'Enter a valid email address'],
  ['phone', { name: 'x', type: 'phone', label: 'X' }, 'call me', 'Enter a valid phone number'],
  ['phone ok', { name: 'x', type: 'phone', label: 'X' }, '+61 (2) 9000-1000', undefined],
  ['number', { name: 'x', type: 'number', label: 'X' }, '12a', 'Enter a number'],
  ['number min', { name: 'x', type: 'number', label: 'X', rules: { min: 10 } }, '9', 'Enter 10 or more'],
  [
    'number max',
    { name: 'x', type: 'number', label: 'X', rules: { max: 10 } },
    '11',
    'Character limit exceeded',
  ],
  ['number ok', { name: 'x', type: 'number', label: 'X', rules: { min: 0, max: 10 } }, '10', undefined],
  ['date', { name: 'x', type: 'date', label: 'X' }, '2026-02-30', 'Enter a valid date (YYYY-MM-DD)'],
  ['date ok', { name: 'x', type: 'date', label: 'X' }, '2028-02-29', undefined],
  ['select option', { name: 'x', type: 'select', label: 'X', options }, 'c', 'Choose one of the options'],
  ['select ok', { name: 'x', type: 'select', label: 'X', options }, 'b', undefined],
  ['radio not text', { name: 'x', type: 'radio', label: 'X', options }, ['a'], 'Must be text'],
  ['checkbox list', { name: 'x', type: 'checkbox', label: 'X', options }, ['a', 'b'], undefined],
  [
    'checkbox unknown option',
    { name: 'x', type: 'checkbox', label: 'X', options },
    ['a', 'z'],
    'Choose one of the options',
  ],
  [
    'checkbox not a list',
    { name: 'x', type: 'checkbox', label: 'X', options },
    'a',
    'Must be a list of options',
  ],
  [
    'required checkbox list empty',
    { name: 'x', type: 'checkbox', label: 'X', options, rules: { required: true } },
    [],
    'This field is required',
  ],
  ['single checkbox', { name: 'x', type: 'checkbox', label: 'X' }, true, undefined],
  ['single checkbox text', { name: 'x', type: 'checkbox', label: 'X' }, 'on', 'Must be true or false'],
  [
    'required consent unticked',
    { name: 'x', type: 'consent', label: 'X', rules: { required: true } },
    false,
    'This field is required',
  ],
  ['consent ticked', { name: 'x', type: 'consent', label: 'X', rules: { required: true } }, true, undefined],
  ['consent as text', { name: 'x', type: 'consent', label: 'X' }, 'yes', 'Must be true or false'],
  ['text as object', { name: 'x', type: 'text', label: 'X' }, { $gt: '' }, 'Must be text'],
  ['hidden', { name: 'x', type: 'hidden', label: 'X' }, '/test-drive', undefined],
]

describe('validateLead', () => {
  it.each(cases)('%s', (_description, field, value, message) => {
    const errors = validateLead(form(field), value === undefined ? {} : { x: value })
    expect(errors).toEqual(message ? [{ field: 'x', message }] : [])
  })

  it('answers in field order, then the attributes that are not fields', () => {
    const definition = form(
      { name: 'b', type: 'text', label: 'B', rules: { required: true } },
      { name: 'a', type: 'text', label: 'A', rules: { required: true } },
    )
    expect(validateLead(definition, { zz: 1, a: '' })).toEqual([
      { field: 'b', message: 'This field is required' },
      { field: 'a', message: 'This field is required' },
      { field: 'zz', message: 'is not a field of this form' },
    ])
  })

  it.each([null, 'text', 42, [1]])('treats %j as no attributes, never throwing', (value) => {
    const definition = form({ name: 'a', type: 'text', label: 'A', rules: { required: true } })
    expect(validateLead(definition, value)).toEqual([{ field: 'a', message: 'This field is required' }])
  })
})
