import { useId, type InputHTMLAttributes } from 'react'
import { fieldControlProps } from './field-control-props.js'
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
      <input {...fieldControlProps(id, hint, error)} {...rest} />
    </FieldFrame>
  )
}
