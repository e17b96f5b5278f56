import { useId, type InputHTMLAttributes } from 'react'
import { describedBy } from './described-by.js'
import { FieldFrame } from './FieldFrame.js'

/**
 * A labelled text input with an optional hint and its error beside it: the error is announced with the
 * field (aria-describedby), and the input is marked invalid.
 */
export function Input({
  label,
  hint,
  error,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string | null }) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
    </FieldFrame>
  )
}
