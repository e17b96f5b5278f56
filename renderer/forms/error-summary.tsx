import type { RefObject } from 'react'
import type { LeadFieldError } from '../../engine/forms/form-definition.js'

/**
 * The list of a submission's errors above the form, each linking to its field (GOV.UK's error summary
 * pattern). Errors of fields the visitor cannot see (hidden fields, reCAPTCHA) show their text only.
 */
export function ErrorSummary({
  errors,
  title,
  labelOf,
  idOf,
  summaryRef,
}: {
  errors: readonly LeadFieldError[]
  title: string
  /** The visible label of a field, or undefined when the visitor cannot see it. */
  labelOf: (field: string) => string | undefined
  idOf: (field: string) => string
  summaryRef?: RefObject<HTMLDivElement | null>
}) {
  if (!errors.length) return null
  return (
    <div className="lead-form__summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <p className="lead-form__summary-title">{title}</p>
      <ul>
        {errors.map((error) => {
          const label = labelOf(error.field)
          return (
            <li key={error.field}>
              {label ? (
                <a
                  href={`#${idOf(error.field)}`}
                  onClick={(event) => {
                    event.preventDefault()
                    document.getElementById(idOf(error.field))?.focus()
                  }}
                >
                  {label}: {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
