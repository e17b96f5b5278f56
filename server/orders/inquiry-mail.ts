import type { MailMessage } from '../providers/mailer.js'

/** What the inquiry job carries: who gets it, the shopper's details and the vehicle. */
export interface InquiryPayload {
  recipients: string[]
  customer: { first_name: string; last_name: string; email: string; phone_number?: string; message?: string }
  vehicle: { id: string; title: string; url?: string }
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The retailer's inquiry mail: the shopper's details and question about a vehicle; replies go to the shopper. */
export function inquiryMail(payload: InquiryPayload, context: { id: string; from: string }): MailMessage {
  const { customer, vehicle } = payload
  const rows: [string, string][] = [
    ['Vehicle', `${vehicle.title} (${vehicle.id})`],
    ['Customer', `${customer.first_name} ${customer.last_name}`],
    ['Email', customer.email],
    ...(customer.phone_number ? ([['Phone', customer.phone_number]] as [string, string][]) : []),
    ...(vehicle.url ? ([['Vehicle page', vehicle.url]] as [string, string][]) : []),
  ]
  const message = customer.message ?? ''
  return {
    id: context.id,
    from: context.from,
    to: payload.recipients,
    replyTo: customer.email,
    subject: `Inquiry about ${vehicle.title} (${vehicle.id})`,
    text: [...rows.map(([k, v]) => `${k}: ${v}`), '', message].join('\n').trim(),
    html:
      `<table>${rows.map(([k, v]) => `<tr><th align="left">${escape(k)}</th><td>${escape(v)}</td></tr>`).join('')}</table>` +
      (message ? `<p>${escape(message).replace(/\n/g, '<br>')}</p>` : ''),
  }
}
