import type { FormField } from '../../engine/forms/form-definition.js'
import { classNames } from '../html/class-names.js'
import { ConsentLabel } from './consent-label.js'

type Value = string | string[] | boolean

const INPUT_TYPE: Partial<Record<FormField['type'], string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  number: 'text',
  date: 'date',
}

const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  name: 'name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
}

/**
 * One field of a lead form by its type, with its label, help and error. The error is tied to the control
 * with aria-describedby and aria-invalid; ids come from the block id (islands cannot use useId()).
 */
export function FormFieldInput({
  field,
  id,
  value,
  error,
  onChange,
  chooseLabel,
}: {
  field: FormField
  /** The control's id; the error is `${id}-error`, the help `${id}-help`. */
  id: string
  value: Value
  error?: string
  onChange: (value: Value) => void
  chooseLabel: string
}) {
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const describedBy = classNames(field.help && helpId, error && errorId) || undefined
  const required = field.rules?.required ?? false
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  }
  const help = field.help ? (
    <p className="lead-form__help" id={helpId}>
      {field.help}
    </p>
  ) : null
  const message = error ? (
    <p className="lead-form__error" id={errorId}>
      {error}
    </p>
  ) : null
  const label = (
    <>
      {field.label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const className = classNames(
    'lead-form__field',
    `lead-form__field--${field.type}`,
    field.width === 'half' && 'lead-form__field--half',
    error && 'lead-form__field--invalid',
  )

  if (field.type === 'radio' || (field.type === 'checkbox' && field.options?.length)) {
    const multiple = field.type === 'checkbox'
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
    return (
      <fieldset
        className={className}
        id={id}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <legend className="lead-form__label">{label}</legend>
        {help}
        <div className="lead-form__choices">
          {(field.options ?? []).map((option, i) => (
            <label key={option.value} className="lead-form__choice">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                id={`${id}-${i}`}
                name={field.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => {
                  if (!multiple) return onChange(option.value)
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((v) => v !== option.value),
                  )
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    )
  }

  if (field.type === 'consent' || field.type === 'checkbox') {
    return (
      <div className={className}>
        <label className="lead-form__choice" htmlFor={id}>
          <input
            type="checkbox"
            {...common}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>
            {field.type === 'consent' ? <ConsentLabel html={field.label} /> : field.label}
            {required ? <span aria-hidden="true"> *</span> : null}
          </span>
        </label>
        {help}
        {message}
      </div>
    )
  }

  const text = typeof value === 'string' ? value : ''
  let control
  if (field.type === 'textarea')
    control = (
      <textarea
        {...common}
        rows={4}
        value={text}
        placeholder={field.placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  else if (field.type === 'select')
    control = (
      <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
        <option value="">{field.placeholder || chooseLabel}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  else
    control = (
      <input
        {...common}
        type={INPUT_TYPE[field.type] ?? 'text'}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        autoComplete={AUTOCOMPLETE[field.name]}
        value={text}
        placeholder={field.placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  return (
    <div className={className}>
      <label className="lead-form__label" htmlFor={id}>
        {label}
      </label>
      {help}
      {control}
      {message}
    </div>
  )
}
