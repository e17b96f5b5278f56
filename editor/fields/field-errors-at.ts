import type { SchemaNode } from '../../engine/json-schema.js'
import type { FieldError } from './field-error.js'
import { fieldTitles } from '../../engine/validation/field-titles.js'

/**
 * The messages to show beside the field at `pointer`. A leaf widget (deep) also owns the errors inside its
 * value (an Image's id, a Link's url, the second link of a collection), named by the titles of where they
 * are in the field's `schema` ("Item #2 › URL: is not a safe URL"); a group or a slot owns only its own,
 * since its items' fields show theirs.
 */
export function fieldErrorsAt(
  errors: readonly FieldError[],
  pointer: string,
  deep: boolean,
  schema?: SchemaNode,
): string[] {
  const out: string[] = []
  for (const error of errors) {
    if (error.pointer === pointer) out.push(error.message)
    else if (deep && error.pointer.startsWith(`${pointer}/`)) {
      const parts = error.pointer
        .slice(pointer.length + 1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      out.push(`${fieldTitles(schema, parts).join(' › ')}: ${error.message}`)
    }
  }
  return out
}
