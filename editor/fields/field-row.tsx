import type { ReactNode } from 'react'
import { FieldErrors } from './field-errors.js'

/**
 * One labelled field: label, help text, the widget, and the errors for its path. Composite widgets (a link,
 * an image, a date range) are a fieldset whose legend is the label.
 */
export function FieldRow(props: {
  pointer: string
  id: string
  label: string
  description: string | undefined
  errors: readonly string[]
  required?: boolean
  composite?: boolean
  /** Listed in the block's hidden_fields: the page leaves it out, which the row says. */
  hiddenOnPage?: boolean
  children: ReactNode
}) {
  const { pointer, id, label, description, errors, required, composite, hiddenOnPage, children } = props
  const mark = required ? (
    <span className="field-required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null
  const body = (
    <>
      {hiddenOnPage ? (
        <p className="field-hidden-note" data-testid={`hidden-note:${pointer}`}>
          Hidden on the page (see Hidden fields)
        </p>
      ) : null}
      {description ? (
        <p id={`${id}-help`} className="field-help">
          {description}
        </p>
      ) : null}
      {children}
      <FieldErrors id={id} errors={errors} />
    </>
  )
  if (composite)
    return (
      <fieldset className="field-row field-row-composite" data-testid={`field:${pointer}`}>
        <legend id={`${id}-label`} className="field-label">
          {label}
          {mark}
        </legend>
        {body}
      </fieldset>
    )
  return (
    <div className="field-row" data-testid={`field:${pointer}`}>
      <label id={`${id}-label`} htmlFor={id} className="field-label">
        {label}
        {mark}
      </label>
      {body}
    </div>
  )
}
