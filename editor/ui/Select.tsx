import { useId, type SelectHTMLAttributes } from 'react'
import { fieldControlProps } from './field-control-props.js'
import { FieldFrame } from './FieldFrame.js'

/** A labelled select with its options, an optional hint and its error beside it (as Input). */
export function Select({
  label,
  hint,
  error,
  options,
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  hint?: string
  error?: string | null
  options: readonly { value: string; label: string }[]
}) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select {...fieldControlProps(id, hint, error)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
