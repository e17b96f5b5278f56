import type { FormDefinition, FormField } from './form-definition.js'
import { leadValueLimit } from './lead-value-limit.js'

/**
 * The JSON Schema of one form's lead attributes: every field's value type and options, nothing else
 * allowed. The server compiles it once per form version (ajv); the rules with their own messages
 * (required, min, size, max, formats) are `validateLead`.
 */
export function leadJsonSchema(definition: FormDefinition): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(definition.fields.map((field) => [field.name, valueSchema(field)])),
  }
}

function valueSchema(field: FormField): Record<string, unknown> {
  const values = (field.options ?? []).map((o) => o.value)
  switch (field.type) {
    case 'consent':
      return { type: 'boolean' }
    case 'checkbox':
      return values.length
        ? { type: 'array', uniqueItems: true, items: { enum: values } }
        : { type: 'boolean' }
    case 'select':
    case 'radio':
      return { type: 'string', enum: [...values, ''] }
    default:
      return { type: 'string', maxLength: leadValueLimit(field.type) }
  }
}
