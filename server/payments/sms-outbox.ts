import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SmsMessage } from './sms-message.js'

/**
 * The local SMS outbox, beside the mail outbox: one JSON file per message, named by the time it was sent
 * and its id (`20261123T101500123Z-local-….json`), so the newest are found by name without reading every
 * file. Written to a temporary name and renamed, as OutboxMailer does, so a half-written file is never read.
 */
export class SmsOutbox {
  constructor(readonly dir: string) {}

  async write(message: SmsMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const file = join(this.dir, `${message.sent_at.replace(/[-:.]/g, '')}-${message.id}.json`)
    await writeFile(`${file}.tmp`, `${JSON.stringify(message, null, 2)}\n`)
    await rename(`${file}.tmp`, file)
  }

  /** The newest messages first, at most `limit`. A missing folder is an empty outbox. */
  async latest(limit = 200): Promise<SmsMessage[]> {
    const names = (await readdir(this.dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
      .slice(0, limit)
    const messages = await Promise.all(
      names.map(async (name) => {
        try {
          return JSON.parse(await readFile(join(this.dir, name), 'utf8')) as SmsMessage
        } catch {
          return undefined // removed meanwhile, or not ours
        }
      }),
    )
    return messages.filter((m): m is SmsMessage => m !== undefined)
  }
}
