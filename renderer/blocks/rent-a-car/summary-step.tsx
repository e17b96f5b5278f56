import { plainLabel } from '../../../engine/forms/field-label-text.js'
import { fieldValueLabel } from '../../../engine/forms/field-value-label.js'
import { formatPrice } from '../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { CaptchaCheck } from '../../forms/captcha-check.js'
import { CAPTCHA_FIELD } from '../../forms/captcha-field.js'
import { formText } from '../../forms/form-text.js'
import { RecaptchaWidget } from '../../forms/recaptcha-widget.js'
import type { RentACarText } from './rent-a-car-text.js'
import type { RentalJourney } from './use-rental-journey.js'

/**
 * The summary step (002 §2): the booking as the block's summary template words it, the estimated total,
 * the shopper's details as they will be sent, each part with a button back to its step; then the robot
 * check when the form asks for one. "Send inquiry" (the overlay's main button) posts the lead.
 */
export function SummaryStep({
  journey: j,
  text,
  locale,
  prices,
}: {
  journey: RentalJourney
  text: RentACarText
  locale: string
  prices: PriceSettings
}) {
  const contactStep = j.steps.findIndex((s) => s.kind === 'contact')
  const total = formatPrice(j.quote.total, prices)
  const details = (j.definition?.fields ?? []).flatMap((field) => {
    if (field.type === 'hidden' || field.type === 'consent') return []
    const value = fieldValueLabel(field, j.contact[field.name])
    const shown = Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? '' : (value ?? '')
    // Addresses, numbers and dates read left to right in every language; names follow their own script.
    const ltr = ['email', 'phone', 'number', 'date'].includes(field.type)
    return shown.trim()
      ? [{ name: field.name, label: plainLabel(field.label), value: shown, dir: ltr ? 'ltr' : 'auto' }]
      : []
  })
  const captchaError = j.errors.find((e) => e.field === CAPTCHA_FIELD)?.message
  const forms = formText(locale)
  return (
    <div className="rental-summary">
      <section className="rental-summary__part" aria-labelledby={`${j.idBase}-summary-booking`}>
        <div className="rental-summary__head">
          <h3 id={`${j.idBase}-summary-booking`}>{text.your_booking}</h3>
          <button
            type="button"
            className="rental-summary__change"
            aria-describedby={`${j.idBase}-summary-booking`}
            onClick={() => j.goTo(0)}
          >
            {text.change}
          </button>
        </div>
        <p className="rental-summary__text">{j.summary}</p>
        {total ? (
          <p className="rental-summary__total">
            <span>{text.estimated_total}</span> <strong>{total}</strong>
          </p>
        ) : null}
        <p className="rental-summary__note">{text.total_note}</p>
      </section>
      <section className="rental-summary__part" aria-labelledby={`${j.idBase}-summary-contact`}>
        <div className="rental-summary__head">
          <h3 id={`${j.idBase}-summary-contact`}>{text.contact_details}</h3>
          <button
            type="button"
            className="rental-summary__change"
            aria-describedby={`${j.idBase}-summary-contact`}
            onClick={() => j.goTo(contactStep)}
          >
            {text.change}
          </button>
        </div>
        <dl className="rental-summary__details">
          {details.map((d) => (
            <div key={d.name}>
              <dt>{d.label}</dt>
              <dd>
                <bdi dir={d.dir}>{d.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {j.captcha.required && j.captcha.siteKey ? (
        <RecaptchaWidget
          id={j.fieldId(CAPTCHA_FIELD)}
          siteKey={j.captcha.siteKey}
          locale={locale}
          error={captchaError}
          unavailable={forms.captchaUnavailable}
          onToken={j.setToken}
        />
      ) : j.captcha.required ? (
        <CaptchaCheck
          id={j.fieldId(CAPTCHA_FIELD)}
          label={forms.notRobot}
          checked={j.captcha.notRobot}
          error={captchaError}
          onChange={j.setNotRobot}
        />
      ) : null}
    </div>
  )
}
