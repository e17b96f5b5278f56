import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.js'
import { nodemailerMessage } from './nodemailer-message.js'

/**
 * The local mailer: each message becomes `<dir>/<delivery id>.eml` (open it in any mail client). Written
 * to a temporary name and renamed, so a half-written file is never seen and a redelivery replaces, not
 * adds.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true })

  constructor(readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(nodemailerMessage(message))
    await mkdir(this.dir, { recursive: true })
    const file = join(this.dir, `${message.id}.eml`)
    await writeFile(`${file}.tmp`, info.message as Buffer)
    await rename(`${file}.tmp`, file)
  }
}
