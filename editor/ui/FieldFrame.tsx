import type { ReactNode } from 'react'
import { FieldMessages } from './FieldMessages.js'
import './ui.css'

/**
 * The frame of a labelled control (Input, Select, Textarea): the label, the control, its hint and its error.
 * A required field's label shows an asterisk that screen readers skip (the control says `required` itself),
 * so its accessible name stays the label alone.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string | null
  required?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={`ui-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
