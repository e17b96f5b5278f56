import type { ReactNode } from 'react'
import { FieldMessages } from './FieldMessages.js'
import './ui.css'

/** The frame of a labelled control (Input, Select): the label, the control, its hint and its error. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string | null
  className?: string
  children: ReactNode
}) {
  return (
    <div className={`ui-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
