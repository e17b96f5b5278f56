import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'

/** The id of the message about a field of the Dealers form, for aria-describedby. */
export const fieldErrorId = (field: string) => `dealer-error-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`

/** The problems with one field, under it, in words; nothing when it has none. */
export function DealerFieldError({ field, errors }: { field: string; errors: readonly Problem[] }) {
  const mine = errors.filter((e) => e.field === field)
  if (!mine.length) return null
  return (
    <span className="dealer-form__error" id={fieldErrorId(field)}>
      {mine.map((e) => e.message).join('; ')}
    </span>
  )
}

/** aria-invalid and aria-describedby for a field's control when it has a problem. */
export function invalidProps(field: string, errors: readonly Problem[]) {
  return errors.some((e) => e.field === field)
    ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(field) }
    : {}
}
