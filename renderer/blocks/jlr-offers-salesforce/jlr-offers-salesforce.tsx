import type { BlockProps } from '../../block-props.js'
import { classNames } from '../../html/class-names.js'
import type { FormDefinitions } from '../../forms/form-definitions.js'
import { LeadForm } from '../../forms/lead-form.js'
import { offerHiddenValues } from './offer-hidden-values.js'

/**
 * Offers request form (002 §3 offers block): a title, a subtitle and a form from the forms admin whose
 * leads carry the block's category, interest flags (new_cars, approved, owners, branded_goods) and brand
 * flags (defender, discovery, range_rover, jaguar) in the form's hidden fields (offerHiddenValues):
 * `category` (the category), `offer_flags` and `brand_flags` (the flags that are on, comma-separated, e.g.
 * "new_cars" and "defender,discovery,range_rover"), and one field per flag name ("true"/"false") for forms
 * built that way. Hidden fields the form lacks are not sent; the demo's contact-us form has the first three.
 * A failed post shows error_text ("Offers request error") and error_button_text ("Try again"), which
 * sends the same request again (002 §8).
 */
export function JlrOffersSalesforce({ block, attributes: a, data }: BlockProps<'jlr-offers-salesforce'>) {
  const hidden = offerHiddenValues(a)
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
          definitions={data as FormDefinitions | undefined}
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
