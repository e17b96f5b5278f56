import type { ReactNode } from 'react'
import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'
import { DealerFieldError, fieldErrorId } from './DealerFieldError.js'

/** What a field's control needs: its id, and its description and validity when it has help or a problem. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/**
 * One field of the Dealers form: the label names the control alone (its accessible name stays "Name", not
 * "Name is required"), the help and the problem below it are its description.
 */
export function DealerField({
  id,
  label,
  required = false,
  help,
  field,
  errors,
  children,
}: {
  id: string
  label: string
  required?: boolean
  help?: string
  /** The input's field name as the rules report it ("contact_info.0.href"). */
  field: string
  errors: readonly Problem[]
  children: (control: FieldControlProps) => ReactNode
}) {
  const invalid = errors.some((e) => e.field === field)
  const describedBy = [help ? `${id}-help` : '', invalid ? fieldErrorId(field) : ''].filter(Boolean).join(' ')
  return (
    <div className="dealer-form__field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': true as const } : {}),
      })}
      {help ? (
        <span id={`${id}-help`} className="admin-help">
          {help}
        </span>
      ) : null}
      <DealerFieldError field={field} errors={errors} />
    </div>
  )
}
