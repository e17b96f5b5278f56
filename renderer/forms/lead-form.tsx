import { useRenderContext } from '../context/render-context.js'
import type { FormDefinitions } from './form-definitions.js'
import { formText } from './form-text.js'
import { LeadFormBody, type LeadFormOptions } from './lead-form-body.js'
import { useFormDefinition } from './use-form-definition.js'

/**
 * A form from the forms admin inside a block (expanded entry form, extended warranty, offers). The server
 * renders it with its fields from the definition its block's loader read (`definitions`), and the island
 * hydrates from the same definition. Where none came with the block (the editor's canvas, a form the
 * server could not read) its place shows a loading note naming the form ("Form: test-drive") and the
 * definition comes from the public `GET /forms/{id}` once the island hydrates. A form id that is not there
 * is named too. Without a form id (a block still being set up) it renders nothing.
 */
export function LeadForm({
  formId,
  definitions,
  ...options
}: LeadFormOptions & { formId?: string; definitions?: FormDefinitions }) {
  const { locale } = useRenderContext()
  const text = formText(locale)
  const [state, reload] = useFormDefinition(formId, formId ? definitions?.[formId] : undefined)
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
