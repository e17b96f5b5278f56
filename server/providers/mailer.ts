/** One mail to send; `id` (the delivery job's id) makes the Message-ID, so a redelivery can be recognised. */
export interface MailMessage {
  id: string
  from: string
  to: string[]
  replyTo?: string
  subject: string
  text: string
  html: string
}

/** Sends mail: over SMTP (SmtpMailer) or into an outbox folder of .eml files (OutboxMailer). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close?(): void
}
