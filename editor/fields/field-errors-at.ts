import type { FieldError } from './field-error.js'

/**
 * The messages to show beside the field at `pointer`. A leaf widget (deep) also owns the errors inside its
 * value (an Image's id, a Link's url, the second link of a collection), named by where they are; a group or
 * a slot owns only its own, since its items' fields show theirs.
 */
export function fieldErrorsAt(errors: readonly FieldError[], pointer: string, deep: boolean): string[] {
  const out: string[] = []
  for (const error of errors) {
    if (error.pointer === pointer) out.push(error.message)
    else if (deep && error.pointer.startsWith(`${pointer}/`)) {
      const where = error.pointer
        .slice(pointer.length + 1)
        .split('/')
        .map((part) =>
          /^\d+$/.test(part) ? `#${Number(part) + 1}` : part.replace(/~1/g, '/').replace(/~0/g, '~'),
        )
        .join(' › ')
      out.push(`${where}: ${error.message}`)
    }
  }
  return out
}
