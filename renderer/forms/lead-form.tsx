import { useRenderContext } from '../context/render-context.js'
import { formText } from './form-text.js'
import { LeadFormBody, type LeadFormOptions } from './lead-form-body.js'
import { useFormDefinition } from './use-form-definition.js'

/**
 * A form from the forms admin inside a block (expanded entry form, extended warranty, offers): the server
 * renders its place with a loading note naming the form ("Form: test-drive"), so an editor sees which form
 * goes there wherever nothing fetches it; once the island hydrates, the definition comes from the public
 * `GET /forms/{id}` and the form renders with its fields, steps and mappings. A form id that is not there
 * is named too. Without a form id (a block still being set up) it renders nothing.
 */
export function LeadForm({ formId, ...options }: LeadFormOptions & { formId?: string }) {
  const { locale } = useRenderContext()
  const text = formText(locale)
  const [state, reload] = useFormDefinition(formId)
  if (!formId) return null
  if (state.status === 'loading')
    return (
      <div className="lead-form lead-form--loading" aria-busy="true" data-form-id={formId}>
        <p className="lead-form__note">{text.loading}</p>
        <p className="lead-form__form-id">{text.formOf(formId)}</p>
      </div>
    )
  if (state.status === 'missing')
    return (
      <div className="lead-form" data-form-id={formId}>
        <p className="lead-form__note">{text.unavailable}</p>
        <p className="lead-form__form-id">{text.formOf(formId)}</p>
      </div>
    )
  if (state.status === 'failed')
    return (
      <div className="lead-form lead-form--failed" role="alert">
        <p className="lead-form__note">{options.errorText || text.failed}</p>
        <button type="button" className="button button--secondary" onClick={reload}>
          {options.retryLabel || text.tryAgain}
        </button>
      </div>
    )
  return <LeadFormBody key={state.definition.updated_at} definition={state.definition} {...options} />
}
