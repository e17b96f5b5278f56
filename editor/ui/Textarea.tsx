import { useId, type TextareaHTMLAttributes } from 'react'
import { fieldControlProps } from './field-control-props.js'
import { FieldFrame } from './FieldFrame.js'

/** A labelled multi-line text field with an optional hint and its error beside it (as Input). */
export function Textarea({
  label,
  hint,
  error,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string | null }) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea {...fieldControlProps(id, hint, error)} {...rest} />
    </FieldFrame>
  )
}
