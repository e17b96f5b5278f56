import { validatePage as validatePageSchema, type SchemaError } from '../../templates/generated/validators.js'
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
  const schemaErrors = validatePageSchema(doc) ? [] : (validatePageSchema.errors ?? [])
  return pageValidation(doc, schemaErrors)
}

/**
 * The page's validation from the schema's errors for it (ajv's, in ajv's order): each described for a
 * person, then the cross-field rules, each problem once. Shared by validatePage and the editor's
 * block-reusing validator (page-validator.ts), so both say exactly the same.
 */
export function pageValidation(doc: unknown, schemaErrors: readonly SchemaError[]): ValidationResult {
  const errors: ValidationError[] = []
  const seen = new Set<string>()
  const add = (error: ValidationError) => {
    const key = `${error.path}\u0000${error.message}`
    if (seen.has(key)) return
    seen.add(key)
    errors.push(error)
  }
  if (schemaErrors.length > 0) {
    const titleAt = (pointer: string) => fieldTrail(doc, pointer).fields.at(-1)
    for (const schemaError of schemaErrors) {
      const { path, message } = describeSchemaError(schemaError, titleAt)
      add({ path, blockId: blockIdAt(doc, path), message })
    }
  }
  for (const error of crossFieldErrors(doc)) add(error)
  return { ok: errors.length === 0, errors }
}
