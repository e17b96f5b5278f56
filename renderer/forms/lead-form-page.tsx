import type { FormDefinition, LeadAttributes, LeadFieldError } from '../../engine/forms/form-definition.js'
import { useRenderContext } from '../context/render-context.js'
import { CAPTCHA_FIELD } from './captcha-field.js'
import { formText } from './form-text.js'
import { LeadFormBody } from './lead-form-body.js'

/** How the server answered a form posted without JavaScript. */
export type LeadPostOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; values: LeadAttributes; errors: LeadFieldError[] }
  /** `detail`: what was wrong with the post, as the server says it (a field holding a NUL). */
  | { kind: 'failed'; reason: 'rate_limited' | 'other'; detail?: string }

/**
 * The page answering a form posted without JavaScript, inside the site's layout and in the page's language:
 * the form's thank-you heading and message once the lead is stored, the form again with the values sent
 * and the errors beside the fields when some need attention, or the spec's failure text. Each links back
 * to the page the form was on (`back`).
 */
export function LeadFormPage({
  definition,
  outcome,
  back,
}: {
  definition: FormDefinition
  outcome: LeadPostOutcome
  back: string
}) {
  const { locale, localePrefix } = useRenderContext()
  const text = formText(locale)
  // Without the page the form was on (browsers send no Referer here), the way back is the home page.
  const backLink = (
    <p className="lead-form-page__back">
      <a href={back}>{back === (localePrefix || '/') ? text.homePage : text.backToPage}</a>
    </p>
  )
  if (outcome.kind === 'sent') {
    const { heading, message } = definition.settings.thank_you
    return (
      <section className="lead-form-page container" aria-labelledby="lead-form-page-heading">
        <div className="lead-form lead-form--done" role="status">
          <h1 className="lead-form__thanks-heading heading--l" id="lead-form-page-heading">
            {heading.trim() || text.thanks}
          </h1>
          <p className="lead-form__thanks-message">{message.trim() || text.thanksMessage}</p>
        </div>
        {backLink}
      </section>
    )
  }
  if (outcome.kind === 'failed')
    return (
      <section className="lead-form-page container" aria-labelledby="lead-form-page-heading">
        <h1 className="heading--l" id="lead-form-page-heading">
          {definition.name}
        </h1>
        <div className="lead-form lead-form--failed" role="alert">
          <p className="lead-form__note">{outcome.reason === 'rate_limited' ? text.tooMany : text.failed}</p>
          {outcome.detail ? <p className="lead-form__note">{outcome.detail}</p> : null}
        </div>
        {backLink}
      </section>
    )
  const robotCheck = definition.settings.recaptcha && outcome.errors.some((e) => e.field === CAPTCHA_FIELD)
  return (
    <section className="lead-form-page container" aria-labelledby="lead-form-page-heading">
      <h1 className="heading--l" id="lead-form-page-heading">
        {definition.name}
      </h1>
      {robotCheck ? <p className="lead-form__note">{text.captchaNeedsScript}</p> : null}
      <LeadFormBody definition={definition} blockId="lead" returned={{ ...outcome, back }} />
      {backLink}
    </section>
  )
}
