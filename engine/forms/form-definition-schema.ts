import { FORM_FIELD_TYPES } from './form-definition.js'

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const
const FIELD_NAME = '^[a-z][a-z0-9_]*$'

/**
 * The JSON Schema (2020-12) of a FormDefinition as POST, PUT and import receive it: `id`, `created_at` and
 * `updated_at` may be left out (the server sets them). Rules a schema cannot say (unique names, steps
 * naming real fields...) are `formDefinitionErrors`.
 */
export const FORM_DEFINITION_SCHEMA = {
  $id: 'form-definition',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'fields', 'settings'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    // Read only (GET /forms/{id} adds it): a definition read and saved back may carry it; it is dropped.
    recaptcha_site_key: { type: 'string', maxLength: 200 },
    fields: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'type', 'label'],
        properties: {
          name: { type: 'string', pattern: FIELD_NAME, maxLength: 64 },
          type: { enum: [...FORM_FIELD_TYPES] },
          label: text(2000),
          placeholder: text(200),
          help: text(1000),
          options: {
            type: 'array',
            maxItems: 200,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['value', 'label'],
              properties: { value: text(200), label: text(500) },
            },
          },
          rules: {
            type: 'object',
            additionalProperties: false,
            properties: {
              required: { type: 'boolean' },
              min: { type: 'number' },
              size: { type: 'integer', minimum: 1 },
              max: { type: 'number' },
            },
          },
          default: text(1000),
          width: { enum: ['full', 'half'] },
        },
      },
    },
    steps: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'fields'],
        properties: {
          id: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' },
          title: text(200),
          fields: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    settings: {
      type: 'object',
      additionalProperties: false,
      required: ['thank_you', 'notifications', 'confirmations', 'recaptcha', 'submit_label'],
      properties: {
        thank_you: {
          type: 'object',
          additionalProperties: false,
          required: ['heading', 'message'],
          properties: {
            heading: text(200),
            message: text(5000),
            redirect_url: { type: 'string', maxLength: 2000, pattern: '^(https?://|/)' },
          },
        },
        notifications: {
          type: 'object',
          additionalProperties: false,
          required: ['enabled', 'recipients', 'subject'],
          properties: {
            enabled: { type: 'boolean' },
            recipients: {
              type: 'array',
              maxItems: 20,
              items: {
                type: 'string',
                pattern: '^[^\\s@<>,;]+@[^\\s@<>,;]+\\.[^\\s@<>,;]+$',
                maxLength: 254,
              },
            },
            subject: text(200),
          },
        },
        confirmations: {
          type: 'object',
          additionalProperties: false,
          required: ['enabled', 'email_field', 'subject', 'message'],
          properties: {
            enabled: { type: 'boolean' },
            email_field: { type: 'string', maxLength: 64 },
            subject: text(200),
            message: text(5000),
          },
        },
        recaptcha: { type: 'boolean' },
        submit_label: text(100),
        locale: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$' },
      },
    },
  },
} as const
