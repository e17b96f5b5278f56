import { CONTACT_TYPES, type ContactType, type DealerContact } from '../../engine/dealers/dealer-contact.js'
import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'
import { Button } from '../ui/Button.js'
import { DealerField } from './DealerField.js'
import { DealerFieldError } from './DealerFieldError.js'

const TYPE_LABELS: Record<ContactType, string> = {
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  whatsapp: 'WhatsApp',
  fax: 'Fax',
}

/** The link a contact usually has, from what was typed as its label (a number, an address, a site). */
function hrefFor(type: ContactType, label: string): string {
  const text = label.trim()
  if (type === 'email') return text ? `mailto:${text}` : ''
  if (type === 'website') return /^https?:\/\//.test(text) ? text : text ? `https://${text}` : ''
  if (type === 'whatsapp') return text ? `https://wa.me/${text.replace(/\D/g, '')}` : ''
  return text ? `tel:${text.replace(/[^\d+]/g, '')}` : ''
}

/**
 * A retailer's contact info as rows (002 §3: type, label, href): add, remove, and a link filled in from the
 * label until someone edits it.
 */
export function DealerContactRows({
  rows,
  errors,
  onChange,
}: {
  rows: readonly DealerContact[]
  errors: readonly Problem[]
  onChange: (rows: DealerContact[]) => void
}) {
  const set = (i: number, change: Partial<DealerContact>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)))
  return (
    <fieldset className="dealer-form__group">
      <legend>Contact info</legend>
      <DealerFieldError field="contact_info" errors={errors} />
      {rows.map((row, i) => (
        <div key={i} className="dealer-form__row" role="group" aria-label={`Contact ${i + 1}`}>
          <DealerField label="Type" field={`contact_info.${i}.type`} errors={errors}>
            {(control) => (
              <select
                {...control}
                value={row.type}
                onChange={(e) => set(i, { type: e.target.value as ContactType })}
              >
                {CONTACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </DealerField>
          <DealerField label="Shown as" field={`contact_info.${i}.label`} errors={errors}>
            {(control) => (
              <input
                {...control}
                value={row.label}
                maxLength={120}
                onChange={(e) =>
                  set(i, {
                    label: e.target.value,
                    ...(row.href === hrefFor(row.type, row.label)
                      ? { href: hrefFor(row.type, e.target.value) }
                      : {}),
                  })
                }
              />
            )}
          </DealerField>
          <DealerField label="Link" field={`contact_info.${i}.href`} errors={errors}>
            {(control) => (
              <input
                {...control}
                value={row.href}
                maxLength={500}
                onChange={(e) => set(i, { href: e.target.value })}
              />
            )}
          </DealerField>
          <Button
            aria-label={`Remove contact ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        disabled={rows.length >= 10}
        onClick={() => onChange([...rows, { type: 'phone', label: '', href: '' }])}
      >
        Add contact
      </Button>
    </fieldset>
  )
}
