import type { FormDefinition, LeadAttributes } from '../../engine/forms/form-definition.js'
import type { MailMessage } from '../providers/mailer.js'
import { escapeHtml } from '../ssr/escape-html.js'
import { leadTextValue } from './lead-text-value.js'

interface LeadForMail {
  id: string
  created_at: string
  attributes: LeadAttributes
}

/** Labels may be rich text (a consent's policy link): mails show their words only. */
const plainLabel = (label: string) =>
  label
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

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
  const rows = definition.fields
    .filter((f) => (kind === 'notification' || f.type !== 'hidden') && lead.attributes[f.name] !== undefined)
    .map((f) => [plainLabel(f.label) || f.name, leadTextValue(lead.attributes[f.name])] as const)
  const table = `<table cellpadding="4">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
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
    text: `${confirmations.message}\n\nWhat you sent us:\n${lines}\n`,
    html: `<p>${escapeHtml(confirmations.message).replace(/\n/g, '<br>')}</p><p>What you sent us:</p>${table}`,
  }
}
