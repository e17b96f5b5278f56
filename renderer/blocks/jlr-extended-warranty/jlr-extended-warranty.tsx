import { parseMapping } from '../../../engine/forms/parse-mapping.js'
import type { BlockProps } from '../../block-props.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'
import type { FormDefinitions } from '../../forms/form-definitions.js'
import { LeadForm } from '../../forms/lead-form.js'

/**
 * Extended warranty (002 §3): a heading, the cover table (rich text) and an enquiry form from the forms
 * admin with the block's hidden values. The form's failure state is the spec's default text and "Try again".
 */
export function JlrExtendedWarranty({ block, attributes: a, data }: BlockProps<'jlr-extended-warranty'>) {
  const headingId = `${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}-heading`
  return (
    <section className="extended-warranty" aria-labelledby={a.heading ? headingId : undefined}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" id={headingId} className="extended-warranty__heading">
            {a.heading}
          </Heading>
        ) : null}
        <div className="extended-warranty__grid">
          <RichText html={a.table_content} className="extended-warranty__table" />
          <div className="extended-warranty__form tone-grey">
            <LeadForm
              definitions={data as FormDefinitions | undefined}
              formId={a.form_id}
              blockId={block.id}
              hidden={parseMapping(a.form_hidden_field_mapping)}
              twoColumns={a.has_two_columns ?? false}
              label={a.heading}
            />
          </div>
        </div>
      </div>
    </section>
  )
}
