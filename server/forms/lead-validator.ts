import type { ErrorObject } from 'ajv'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import type { FormDefinition, LeadFieldError } from '../../engine/forms/form-definition.js'
import { leadJsonSchema } from '../../engine/forms/lead-json-schema.js'
import { LEAD_RULE_MESSAGES } from '../../engine/forms/lead-rule-messages.js'
import { validateLead } from '../../engine/forms/validate-lead.js'

const MAX_CACHED = 500

/**
 * Lead attributes checked against a form: its ajv validator (value types, options, no other attributes),
 * compiled once per form version (id + updated_at) and kept in a small cache, then the shared rules of
 * 001 §5 (validateLead, the same the browser runs). Answers one error per field, empty when valid.
 */
export class LeadValidator {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false })
  private readonly cache = new Map<string, { validate: ValidateFunction; schema: object }>()

  validate(definition: FormDefinition, attributes: unknown): LeadFieldError[] {
    const validate = this.compiled(definition)
    const errors = new Map<string, string>()
    if (!validate(attributes))
      for (const error of validate.errors ?? []) {
        const field =
          error.keyword === 'additionalProperties'
            ? String(error.params.additionalProperty)
            : error.instancePath.split('/')[1]
        if (!field || errors.has(field)) continue
        errors.set(field, messageFor(error))
      }
    for (const { field, message } of validateLead(definition, attributes))
      if (!errors.has(field)) errors.set(field, message)
    return [...errors].map(([field, message]) => ({ field, message }))
  }

  private compiled(definition: FormDefinition): ValidateFunction {
    const key = `${definition.id}@${definition.updated_at}`
    let entry = this.cache.get(key)
    if (!entry) {
      const schema = leadJsonSchema(definition)
      entry = { validate: this.ajv.compile(schema), schema }
      if (this.cache.size >= MAX_CACHED) {
        // The oldest version goes, from ajv's own cache too.
        const [oldKey, old] = this.cache.entries().next().value as [string, { schema: object }]
        this.cache.delete(oldKey)
        this.ajv.removeSchema(old.schema)
      }
      this.cache.set(key, entry)
    }
    return entry.validate
  }
}

function messageFor(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return LEAD_RULE_MESSAGES.unknown
    case 'enum':
    case 'uniqueItems':
      return LEAD_RULE_MESSAGES.option
    case 'maxLength':
      return LEAD_RULE_MESSAGES.max
    case 'type':
      return error.params.type === 'boolean'
        ? LEAD_RULE_MESSAGES.boolean
        : error.params.type === 'array'
          ? LEAD_RULE_MESSAGES.list
          : LEAD_RULE_MESSAGES.text
    default:
      return LEAD_RULE_MESSAGES.text
  }
}
