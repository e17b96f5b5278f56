import type { ReactNode, Ref } from 'react'

/**
 * The VIN field of the map update and the VIN checker: a label, a text input for the 17 characters (left to
 * right in every language, no autocorrection, capitals on phones) with the form's button beside it
 * (`children`; below it on phones), optional help below the label and an error tied to the input by
 * aria-describedby and aria-invalid.
 */
export function VinInput({
  id,
  label,
  value,
  error,
  help,
  inputRef,
  onChange,
  children,
}: {
  id: string
  label: string
  value: string
  error?: string | null
  help?: ReactNode
  inputRef?: Ref<HTMLInputElement>
  onChange: (value: string) => void
  children?: ReactNode
}) {
  const errorId = `${id}-error`
  return (
    <div className="vin-input">
      <label className="vin-input__label" htmlFor={id}>
        {label}
      </label>
      {help}
      <div className="vin-input__row">
        <input
          ref={inputRef}
          id={id}
          className="vin-input__control"
          type="text"
          dir="ltr"
          value={value}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {children}
      </div>
      {error ? (
        <p className="vin-input__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
