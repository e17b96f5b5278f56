import { validatePage as validatePageSchema } from '../../templates/generated/validators.js'
import { blockIdAt } from './block-id-at.js'
import { crossFieldErrors } from './cross-field-rules.js'
import { describeSchemaError } from './describe-schema-error.js'
import { fieldTrail } from './field-trail.js'
import type { ValidationError, ValidationResult } from './validation-error.js'

/**
 * Validates a page document against the page schema (every block against its template, through every
 * slot) and then the cross-field rules. Bad content is reported as data; this never throws on any JSON.
 */
export function validatePage(doc: unknown): ValidationResult {
  const errors: ValidationError[] = []
  const seen = new Set<string>()
  const add = (error: ValidationError) => {
    const key = `${error.path}\u0000${error.message}`
    if (seen.has(key)) return
    seen.add(key)
    errors.push(error)
  }
  if (!validatePageSchema(doc)) {
    const titleAt = (pointer: string) => fieldTrail(doc, pointer).fields.at(-1)
    for (const schemaError of validatePageSchema.errors ?? []) {
      const { path, message } = describeSchemaError(schemaError, titleAt)
      add({ path, blockId: blockIdAt(doc, path), message })
    }
  }
  for (const error of crossFieldErrors(doc)) add(error)
  return { ok: errors.length === 0, errors }
}
