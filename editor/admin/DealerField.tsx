import type { ReactNode } from 'react'
import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'
import { fieldControlProps } from '../ui/field-control-props.js'
import { FieldFrame } from '../ui/FieldFrame.js'
import { fieldControlId, problemsOf } from './DealerFieldError.js'

/** What a field's control needs: its id and look, and its description and validity. */
export type FieldControlProps = ReturnType<typeof fieldControlProps>

/**
 * One field of the Dealers form in the design system's frame: the label names the control alone (its
 * accessible name stays "Name", not "Name *"), the help and the problem below it are its description. The
 * control's id comes from the field's name, so the form's list of problems links to each one's message.
 */
export function DealerField({
  label,
  required = false,
  help,
  field,
  errors,
  children,
}: {
  label: string
  required?: boolean
  help?: string
  /** The input's field name as the rules report it ("contact_info.0.href"). */
  field: string
  errors: readonly Problem[]
  children: (control: FieldControlProps) => ReactNode
}) {
  const id = fieldControlId(field)
  const error = problemsOf(field, errors)
  return (
    <FieldFrame id={id} label={label} required={required} hint={help} error={error}>
      {children(fieldControlProps(id, help, error))}
    </FieldFrame>
  )
}
