import type { FormDefinition, FormField, LeadFieldError } from './form-definition.js'
import { LEAD_RULE_MESSAGES, type LeadRuleMessages } from './lead-rule-messages.js'
import { leadValueLimit } from './lead-value-limit.js'

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/
const PHONE = /^\+?[0-9][0-9 ().-]{4,22}[0-9]$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const NUMBER = /^-?\d+(\.\d+)?$/

/**
 * The client rules of 001 §5 (required, min, size, max) and each field type's checks, run the same in the
 * browser before posting and on the server before storing. Answers one error per failing field, in the
 * form's field order, then one per attribute that is not a field of the form, in `messages`' language
 * (English by default, as the server answers). Never throws on any input.
 */
export function validateLead(
  definition: FormDefinition,
  attributes: unknown,
  messages: LeadRuleMessages = LEAD_RULE_MESSAGES,
): LeadFieldError[] {
  const values = (
    attributes && typeof attributes === 'object' && !Array.isArray(attributes) ? attributes : {}
  ) as Record<string, unknown>
  const errors: LeadFieldError[] = []
  const known = new Set<string>()
  for (const field of definition.fields) {
    known.add(field.name)
    const message = fieldError(field, values[field.name], messages)
    if (message) errors.push({ field: field.name, message })
  }
  for (const name of Object.keys(values))
    if (!known.has(name)) errors.push({ field: name, message: messages.unknown })
  return errors
}

/** Whether a value counts as not filled in: required fails on it and the other rules skip it. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

function fieldError(field: FormField, value: unknown, M: LeadRuleMessages): string | undefined {
  const rules = field.rules ?? {}
  if (isEmpty(value)) return rules.required ? M.required : undefined
  const options = new Set((field.options ?? []).map((o) => o.value))
  switch (field.type) {
    case 'consent':
      return value === true ? undefined : M.boolean
    case 'checkbox':
      if (!field.options?.length) return value === true ? undefined : M.boolean
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return M.list
      return value.every((v) => options.has(v)) ? undefined : M.option
    case 'select':
    case 'radio':
      if (typeof value !== 'string') return M.text
      return options.has(value) ? undefined : M.option
    default:
      if (typeof value !== 'string') return M.text
      return textError(field, value, M)
  }
}

function textError(field: FormField, value: string, M: LeadRuleMessages): string | undefined {
  const rules = field.rules ?? {}
  const length = [...value].length
  if (field.type === 'number') {
    if (!NUMBER.test(value.trim())) return M.number
    const n = Number(value)
    if (rules.min !== undefined && n < rules.min) return M.minValue(rules.min)
    if (rules.max !== undefined && n > rules.max) return M.max
    return length > leadValueLimit(field.type) ? M.max : undefined
  }
  if (rules.max !== undefined && length > rules.max) return M.max
  if (length > leadValueLimit(field.type)) return M.max
  if (rules.size !== undefined && length !== rules.size) return M.size(rules.size)
  if (rules.min !== undefined && length < rules.min) return M.minLength(rules.min)
  if (field.type === 'email' && !EMAIL.test(value.trim())) return M.email
  if (field.type === 'phone' && !PHONE.test(value.trim())) return M.phone
  if (field.type === 'date' && !isDate(value)) return M.date
  return undefined
}

function isDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
