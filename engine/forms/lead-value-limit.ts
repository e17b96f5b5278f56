import type { FormFieldType } from './form-definition.js'

/**
 * The longest value any field takes even without a `max` rule, so a lead can never carry a novel: a
 * textarea gets room for a message, everything else a line.
 */
export function leadValueLimit(type: FormFieldType): number {
  return type === 'textarea' ? 5000 : 1000
}
