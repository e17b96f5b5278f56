import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { formDefinitionErrors } from '../../../engine/forms/form-definition-errors.js'
import { leadJsonSchema } from '../../../engine/forms/lead-json-schema.js'
import { validateDefinition } from '../../../server/forms/validate-definition.js'

const FIXTURES = join(import.meta.dirname, '../../../fixtures/forms')
const fixtures = readdirSync(FIXTURES)
  .filter((n) => n.endsWith('.json'))
  .map(
    (n) => JSON.parse(readFileSync(join(FIXTURES, n), 'utf8')) as FormDefinition & { integrations?: unknown },
  )

const base = () => {
  const { integrations: _i, ...definition } = structuredClone(fixtures.find((f) => f.id === 'contact-us')!)
  return definition
}

describe('form definitions', () => {
  it('drops the read-only recaptcha_site_key a definition read from GET /forms/{id} carries back', () => {
    const saved = validateDefinition({ ...base(), recaptcha_site_key: 'site-key-1' })
    expect(saved).not.toHaveProperty('recaptcha_site_key')
    expect(saved.name).toBe(base().name)
  })

  it('keeps the demo CRM integrations inactive, on the demo CRM host, as seeded for production', () => {
    for (const { integrations } of fixtures)
      expect(integrations).toEqual([
        expect.objectContaining({ endpoint: 'https://crm.southerncross.example/hooks/leads', active: false }),
      ])
  })

  it('has the demo forms, each valid, with a consent, source_page and the dealer notification', () => {
    expect(fixtures.map((f) => f.id).sort()).toEqual([
      'contact-us',
      'ev-reservation',
      'extended-warranty',
      'rent-a-car-enquiry',
      'rent-a-car-enquiry-ar',
      'test-drive',
      'test-drive-ar',
      'update-appointment',
      'update-appointment-ar',
    ])
    for (const { integrations: _i, ...definition } of fixtures) {
      expect(() => validateDefinition(definition)).not.toThrow()
      expect(definition.fields.some((f) => f.type === 'consent' && f.rules?.required)).toBe(true)
      expect(definition.fields.find((f) => f.name === 'source_page')?.type).toBe('hidden')
      // The dealer's inbox for the kind of request (sales, rentals, service).
      expect(definition.settings.notifications.recipients).toEqual([
        expect.stringMatching(/^[a-z]+@southerncross\.example$/),
      ])
      expect(
        definition.fields.find((f) => f.name === definition.settings.confirmations.email_field)?.type,
      ).toBe('email')
    }
  })

  const broken: [string, (d: FormDefinition) => void, { path: string; message: string }][] = [
    [
      'a duplicate field name',
      (d) => d.fields.push({ ...d.fields[0]! }),
      { path: '/fields/12/name', message: '"first_name" is used twice' },
    ],
    [
      'a select without options',
      (d) => (d.fields[4]!.options = []),
      { path: '/fields/4/options', message: 'a select field needs at least one option' },
    ],
    [
      'min over max',
      (d) => (d.fields[0]!.rules = { min: 10, max: 5 }),
      { path: '/fields/0/rules', message: 'min is larger than max' },
    ],
    [
      'a step naming an unknown field',
      (d) => (d.steps = [{ id: 'a', title: 'A', fields: ['nope'] }]),
      { path: '/steps/0/fields/0', message: '"nope" is not a field of this form' },
    ],
    [
      'a field on two steps',
      (d) =>
        (d.steps = [
          { id: 'a', title: 'A', fields: ['email'] },
          { id: 'b', title: 'B', fields: ['email'] },
        ]),
      { path: '/steps/1/fields/0', message: '"email" is on more than one step' },
    ],
    [
      'a confirmation to a non-email field',
      (d) => (d.settings.confirmations.email_field = 'first_name'),
      {
        path: '/settings/confirmations/email_field',
        message: '"first_name" is not an email field of this form',
      },
    ],
  ]
  it.each(broken)('names %s', (_description, breakIt, error) => {
    const definition = base()
    breakIt(definition)
    expect(formDefinitionErrors(definition)).toContainEqual(error)
  })

  it.each([
    [{ fields: [{ name: 'Bad Name', type: 'text', label: 'x' }] }, '/fields/0/name'],
    [{ fields: [{ name: 'x', type: 'password', label: 'x' }] }, '/fields/0/type'],
    [{ settings: { recaptcha: 'yes' } }, '/settings/thank_you'],
    [{ script: '<script>' }, '/script'],
    [{ settings: { ...base().settings, locale: 'arabic<script>' } }, '/settings/locale'],
  ])('refuses a definition the schema does not allow (%j)', (change, path) => {
    let error: { status?: number; details?: { path: string }[] } | undefined
    try {
      validateDefinition({ ...base(), ...change })
    } catch (e) {
      error = e as typeof error
    }
    expect(error?.status).toBe(422)
    expect(error?.details?.map((d) => d.path)).toContain(path)
  })

  it('turns a definition into a lead schema with no other attributes allowed', () => {
    const schema = leadJsonSchema(base() as FormDefinition) as {
      additionalProperties: boolean
      properties: Record<string, unknown>
    }
    expect(schema.additionalProperties).toBe(false)
    expect(schema.properties.consent).toEqual({ type: 'boolean' })
    expect(schema.properties.preferred_contact).toEqual({
      type: 'array',
      uniqueItems: true,
      items: { enum: ['email', 'phone', 'sms'] },
    })
    expect(schema.properties.topic).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['sales', '']),
    })
  })
})

describe('the Arabic test-drive form', () => {
  it('has the English form’s fields and steps, so leads of both export in the same columns', () => {
    const byId = new Map(fixtures.map((f) => [f.id, f]))
    const en = byId.get('test-drive')!
    const ar = byId.get('test-drive-ar')!
    expect(ar.fields.map((f) => [f.name, f.type])).toEqual(en.fields.map((f) => [f.name, f.type]))
    expect(ar.steps?.map((s) => s.fields)).toEqual(en.steps?.map((s) => s.fields))
    for (const field of ar.fields) expect(field.label).toMatch(/[\u0600-\u06ff]/)
  })
})
