import { plainLabel } from '../../../engine/forms/field-label-text.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { RentACarAttributes } from '../../../templates/generated/types.js'
import { CAPTCHA_FIELD } from '../../forms/captcha-field.js'
import { ErrorSummary } from '../../forms/error-summary.js'
import { formText } from '../../forms/form-text.js'
import { classNames } from '../../html/class-names.js'
import { ContactStep } from './contact-step.js'
import { ExtrasStep } from './extras-step.js'
import { LocationStep } from './location-step.js'
import type { RentACarText } from './rent-a-car-text.js'
import { rentACarViewText } from './rent-a-car-view-text.js'
import type { RentalStep } from './rental-steps.js'
import { SummaryStep } from './summary-step.js'
import type { RentalJourney } from './use-rental-journey.js'

/** The location step's fields by the key of their label. */
const LOCATION_LABELS: Partial<Record<string, keyof RentACarText>> = {
  pickup: 'pickup_location',
  pickup_address: 'pickup_address',
  dropoff: 'dropoff_location',
  dropoff_address: 'dropoff_address',
  pickup_date: 'pickup_date',
  dropoff_date: 'dropoff_date',
  vehicle: 'vehicle',
}

function stepName(step: RentalStep | undefined, text: RentACarText): string {
  if (!step) return ''
  if (step.kind === 'location') return text.step_location
  if (step.kind === 'extras') return step.name
  if (step.kind === 'contact') return text.step_contact
  return text.step_summary
}

/**
 * The booking overlay's content (002 §2, §4): the list of steps with the current one marked, the step's
 * title (focused on every step change), its errors in a summary linking to each field, the step, and Back
 * and Next (Send inquiry on the summary). After sending: the thank-you view, or the error view whose
 * "Try again" sends the same enquiry again (the same Idempotency-Key: stored at most once).
 */
export function RentalOverlay({
  journey: j,
  attributes: a,
  text,
  locale,
  rtl,
  prices,
}: {
  journey: RentalJourney
  attributes: RentACarAttributes
  text: RentACarText
  locale: string
  rtl: boolean
  prices: PriceSettings
}) {
  const view = rentACarViewText(locale)
  if (j.phase === 'sent' || j.phase === 'failed') {
    const sent = j.phase === 'sent'
    return (
      <div
        className={classNames('rental-outcome', !sent && 'rental-outcome--error')}
        role={sent ? 'status' : 'alert'}
      >
        <h2 className="rental-outcome__heading heading--m" id={`${j.idBase}-outcome`} tabIndex={-1}>
          {sent ? a.thank_you_heading || view.thank_you_heading : a.error_heading || view.error_heading}
        </h2>
        <p className="rental-outcome__text">
          {sent ? a.thank_you_text || view.thank_you_text : a.error_text || view.error_text}
        </p>
        <div className="rental-overlay__actions">
          {sent ? (
            <button type="button" className="button button--primary" onClick={j.close}>
              {text.close}
            </button>
          ) : (
            <>
              <button type="button" className="button button--secondary" onClick={j.backToSummary}>
                {text.back}
              </button>
              <button type="button" className="button button--primary" onClick={j.retry}>
                {a.try_again_btn_label || view.try_again}
              </button>
            </>
          )}
        </div>
      </div>
    )
  }
  const current = j.steps[j.step]
  const isSummary = current?.kind === 'summary'
  const forms = formText(locale)
  const labelOf = (field: string) => {
    if (field === CAPTCHA_FIELD) return forms.notRobot
    const own = LOCATION_LABELS[field]
    if (own) return text[own]
    const formField = j.definition?.fields.find((f) => f.name === field)
    return formField && formField.type !== 'hidden' ? plainLabel(formField.label) : undefined
  }
  return (
    <form
      className="rental-overlay"
      noValidate
      aria-labelledby={`${j.idBase}-step-title`}
      onSubmit={(event) => {
        event.preventDefault()
        if (j.phase !== 'sending') j.next()
      }}
    >
      <ol className="rental-overlay__steps" aria-label={text.steps_label}>
        {j.steps.map((step, i) => (
          <li
            key={i}
            className={classNames(
              'rental-overlay__step',
              i === j.step && 'rental-overlay__step--current',
              i < j.step && 'rental-overlay__step--done',
            )}
            aria-current={i === j.step ? 'step' : undefined}
          >
            <span className="rental-overlay__step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="rental-overlay__step-name">{stepName(step, text)}</span>
          </li>
        ))}
      </ol>
      <p className="rental-overlay__count">
        {fillPlaceholders(text.step_of, { n: j.step + 1, total: j.steps.length })}
      </p>
      <h2 className="rental-overlay__title heading--m" id={`${j.idBase}-step-title`} tabIndex={-1}>
        {stepName(current, text)}
      </h2>
      <div id={`${j.idBase}-errors`} className="lead-form__summary-slot" tabIndex={-1}>
        <ErrorSummary
          errors={j.errors.filter((e) => e.field !== ':form')}
          title={forms.summaryTitle(j.errors.length)}
          labelOf={labelOf}
          idOf={j.fieldId}
        />
      </div>
      {current?.kind === 'location' ? (
        <LocationStep journey={j} text={text} locale={locale} rtl={rtl} prices={prices} />
      ) : current?.kind === 'extras' ? (
        <ExtrasStep journey={j} group={current.group} text={text} prices={prices} />
      ) : current?.kind === 'contact' ? (
        <ContactStep journey={j} text={text} locale={locale} />
      ) : (
        <SummaryStep journey={j} text={text} locale={locale} prices={prices} />
      )}
      <div className="rental-overlay__actions">
        {j.step > 0 ? (
          <button type="button" className="button button--secondary" onClick={j.back}>
            {text.back}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={j.phase === 'sending' || (current?.kind === 'contact' && !j.definition)}
        >
          {j.phase === 'sending' ? text.sending : isSummary ? text.send_inquiry : text.next}
        </button>
      </div>
    </form>
  )
}
