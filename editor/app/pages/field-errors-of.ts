import { ApiError } from '../../admin/api-error.js'

/**
 * A refused call's message per form field, for the fields the server named (`details[].field`), and the
 * message no field took, for the top of the form.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly string[],
): { byField: Record<string, string>; rest: string | null } {
  const message = error instanceof Error ? error.message : String(error)
  const byField: Record<string, string> = {}
  if (error instanceof ApiError)
    for (const detail of error.details)
      if (detail.field && fields.includes(detail.field)) byField[detail.field] ??= detail.message
  return { byField, rest: Object.keys(byField).length > 0 ? null : message }
}
