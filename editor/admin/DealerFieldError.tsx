import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'

/** The id of the control of a field of the Dealers form ("contact_info.0.href" → dealer-contact_info-0-href). */
export const fieldControlId = (field: string) => `dealer-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`

/**
 * The id of the message about a field of the Dealers form, for aria-describedby and the list of problems:
 * the design system's `<control id>-error` (FieldMessages), also for a group of controls (brands, days).
 */
export const fieldErrorId = (field: string) => `${fieldControlId(field)}-error`

/** The problems with one field, in words, or null when it has none. */
export function problemsOf(field: string, errors: readonly Problem[]): string | null {
  const mine = errors.filter((e) => e.field === field)
  return mine.length ? mine.map((e) => e.message).join('; ') : null
}

/** The problems with a group of controls (brands, a row's days), under it, in words; nothing when none. */
export function DealerFieldError({ field, errors }: { field: string; errors: readonly Problem[] }) {
  const message = problemsOf(field, errors)
  if (!message) return null
  return (
    <p className="ui-field__error" id={fieldErrorId(field)}>
      {message}
    </p>
  )
}

/** aria-invalid and aria-describedby for a group's fieldset when it has a problem. */
export function invalidProps(field: string, errors: readonly Problem[]) {
  return problemsOf(field, errors)
    ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(field) }
    : {}
}
