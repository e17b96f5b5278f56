import { parseMapping } from '../../../engine/forms/parse-mapping.js'
import type { BlockProps } from '../../block-props.js'
import type { FormDefinitions } from '../../forms/form-definitions.js'
import { LeadForm } from '../../forms/lead-form.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'

/**
 * Entry form (001 §3): a lead form from the forms admin (form_id, with the block's hidden values) under the
 * title and description, beside an optional image. The form's failure state is the forms' own.
 */
export function EntryForm({ block, attributes: a, data }: BlockProps<'entry-form'>) {
  return (
    <BlockFrame blockId={block.id} attributes={a} className="entry-form" image={a.image}>
      <div className="entry-form__form">
        <LeadForm
          definitions={data as FormDefinitions | undefined}
          formId={a.form_id}
          blockId={block.id}
          hidden={parseMapping(a.form_hidden_field_mapping)}
          twoColumns={a.has_two_columns ?? false}
          label={a.title}
        />
      </div>
    </BlockFrame>
  )
}
