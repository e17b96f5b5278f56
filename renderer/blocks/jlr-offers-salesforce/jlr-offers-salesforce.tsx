import type { BlockProps } from '../../block-props.js'
import { classNames } from '../../html/class-names.js'
import { LeadForm } from '../../forms/lead-form.js'

const FLAGS = [
  'new_cars',
  'approved',
  'owners',
  'branded_goods',
  'defender',
  'discovery',
  'range_rover',
  'jaguar',
] as const

/**
 * Offers request form (002 §3 offers block): a title, a subtitle and a form from the forms admin whose
 * leads carry the block's category and interest and brand flags (sent as the form's hidden fields of the
 * same names, when it has them). A failed post shows error_text ("Offers request error") and
 * error_button_text ("Try again"), which sends the same request again (002 §8).
 */
export function JlrOffersSalesforce({ block, attributes: a }: BlockProps<'jlr-offers-salesforce'>) {
  const hidden: Record<string, string> = {}
  if (a.category) hidden.category = a.category
  for (const flag of FLAGS) hidden[flag] = a[flag] ? 'true' : 'false'
  const headingId = `${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}-heading`
  return (
    <section className="offers-form" aria-labelledby={a.form_title ? headingId : undefined}>
      <div className={classNames('container', 'offers-form__inner')}>
        {a.form_title ? (
          <h2 id={headingId} className="offers-form__title heading--l">
            {a.form_title}
          </h2>
        ) : null}
        {a.form_subtile ? <p className="offers-form__subtitle">{a.form_subtile}</p> : null}
        <LeadForm
          formId={a.form_id}
          blockId={block.id}
          hidden={hidden}
          twoColumns={a.has_two_columns ?? false}
          buttonPosition={a.button_position ?? 'left'}
          errorText={a.error_text || 'Offers request error'}
          retryLabel={a.error_button_text || 'Try again'}
          label={a.form_title}
        />
      </div>
    </section>
  )
}
