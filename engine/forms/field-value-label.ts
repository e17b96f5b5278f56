import type { FormField, LeadAttributes } from './form-definition.js'

/**
 * A lead value as the shopper chose it: option values of select, radio and checkbox fields by their
 * labels ("Discovery Sport", not "discovery_sport"); anything else, and values no option has, as stored.
 * For people reading a lead (mails, the admin); exports keep the stored values.
 */
export function fieldValueLabel(
  field: Pick<FormField, 'options'>,
  value: LeadAttributes[string] | undefined,
): LeadAttributes[string] | undefined {
  if (!field.options?.length) return value
  const labels = new Map(field.options.map((o) => [o.value, o.label]))
  if (Array.isArray(value)) return value.map((v) => labels.get(v) ?? v)
  if (typeof value === 'string') return labels.get(value) ?? value
  return value
}
