import { formText } from '../../forms/form-text.js'
import { FormFieldInput } from '../../forms/form-field-input.js'
import { classNames } from '../../html/class-names.js'
import type { RentACarText } from './rent-a-car-text.js'
import type { RentalJourney } from './use-rental-journey.js'

/**
 * The contact step (002 §3 contact_step_form_id): the visible fields of the form from the forms admin, by
 * type, checked with the form's own rules (the same the Forms API runs on the lead). Its hidden fields are
 * filled when the enquiry is sent, from the block's mapping and the summary.
 */
export function ContactStep({
  journey: j,
  text,
  locale,
}: {
  journey: RentalJourney
  text: RentACarText
  locale: string
}) {
  const definition = j.definition
  if (!definition)
    return (
      <p className="rental-overlay__note" id={`${j.idBase}-form`}>
        {j.formState === 'loading' ? formText(locale).loading : text.unavailable}
      </p>
    )
  const fields = definition.fields.filter((f) => f.type !== 'hidden')
  const twoColumns = fields.some((f) => f.width === 'half')
  return (
    <div className={classNames('lead-form__fields', twoColumns && 'lead-form__fields--two-columns')}>
      {fields.map((field) => (
        <FormFieldInput
          key={field.name}
          field={field}
          id={j.fieldId(field.name)}
          value={j.contact[field.name] ?? ''}
          error={j.errors.find((e) => e.field === field.name)?.message}
          onChange={(value) => j.updateContact(field.name, value)}
          chooseLabel={formText(locale).choose}
        />
      ))}
    </div>
  )
}
