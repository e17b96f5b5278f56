import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.js'
import { nodemailerMessage } from './nodemailer-message.js'

/** Mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example:587), through nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport

  constructor(url: string) {
    this.transport = nodemailer.createTransport(url)
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(nodemailerMessage(message))
  }

  close(): void {
    this.transport.close()
  }
}
