import { fieldTrail } from './field-trail.js'
import type { ValidationError } from './validation-error.js'

/**
 * One error as a line that needs no JSON pointer: the block by its label, the field by its title, then what
 * is wrong, e.g. "Hero title banner › Heading: is required". A message that starts with the field's title
 * ("Heading is required") is not made to say it twice.
 */
export function errorHeadline(doc: unknown, error: ValidationError): string {
  const { block, fields } = fieldTrail(doc, error.path)
  const field = fields.at(-1)
  const detail =
    field && error.message.startsWith(`${field} `) ? error.message.slice(field.length + 1) : error.message
  return `${[block, ...fields].join(' › ')}: ${detail}`
}
