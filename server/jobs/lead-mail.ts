import { fieldLabelText } from '../../engine/forms/field-label-text.js'
import { fieldValueLabel } from '../../engine/forms/field-value-label.js'
import type { FormDefinition, LeadAttributes } from '../../engine/forms/form-definition.js'
import type { MailMessage } from '../providers/mailer.js'
import { escapeHtml } from '../ssr/escape-html.js'
import { confirmationText } from './confirmation-text.js'
import { leadTextValue } from './lead-text-value.js'

interface LeadForMail {
  id: string
  created_at: string
  attributes: LeadAttributes
}

/**
 * The dealer's notification or the shopper's confirmation of a lead. Every value the shopper typed is
 * text: escaped in the HTML part, so markup in a lead never becomes markup in a mail.
 */
export function leadMail(
  kind: 'notification' | 'confirmation',
  id: string,
  from: string,
  definition: FormDefinition,
  lead: LeadForMail,
): MailMessage {
  const { notifications, confirmations } = definition.settings
  // The shopper reads the form's language; the dealer's notification stays in English.
  const words = confirmationText(kind === 'confirmation' ? definition.settings.locale : undefined)
  // What was answered, under the form's labels, options by their labels; hidden fields for the dealer only.
  const rows = definition.fields
    .filter((f) => kind === 'notification' || f.type !== 'hidden')
    .map((f) => [f, leadTextValue(fieldValueLabel(f, lead.attributes[f.name]), words)] as const)
    .filter(([, value]) => value !== '')
    .map(([f, value]) => [fieldLabelText(f), value] as const)
  const table = `<table cellpadding="4">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="${words.dir === 'rtl' ? 'right' : 'left'}">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`
  const lines = rows.map(([label, value]) => `${label}: ${value}`).join('\n')
  if (kind === 'notification') {
    const email = lead.attributes[confirmations.email_field]
    return {
      id,
      from,
      to: notifications.recipients,
      ...(typeof email === 'string' && email ? { replyTo: email } : {}),
      subject: notifications.subject || `New lead: ${definition.name}`,
      text: `A new lead from the form "${definition.name}".\n\n${lines}\n\nLead ${lead.id}, received ${lead.created_at}\n`,
      html: `<p>A new lead from the form "${escapeHtml(definition.name)}".</p>${table}<p>Lead ${escapeHtml(lead.id)}, received ${escapeHtml(lead.created_at)}</p>`,
    }
  }
  return {
    id,
    from,
    to: [String(lead.attributes[confirmations.email_field])],
    subject: confirmations.subject,
    text: `${confirmations.message}\n\n${words.youSent}\n${lines}\n`,
    html: `<div dir="${words.dir}"><p>${escapeHtml(confirmations.message).replace(/\n/g, '<br>')}</p><p>${escapeHtml(words.youSent)}</p>${table}</div>`,
  }
}
