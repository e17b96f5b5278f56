import type { SendMailOptions } from 'nodemailer'
import type { MailMessage } from './mailer.js'

/** A MailMessage as nodemailer takes it, with the delivery id in Message-ID and X-Delivery-Id. */
export function nodemailerMessage(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@dealer-blocks>`,
    headers: { 'X-Delivery-Id': message.id },
  }
}
