import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DevCrmDelivery } from './dev-crm-delivery.js'

/** Idempotency keys the inbox accepts (they become file names). */
export const DEV_CRM_KEY = /^[A-Za-z0-9_-]{1,100}$/

/**
 * The development CRM's inbox: one JSON file per delivery, named by its idempotency key, in a folder under
 * the data dir. Files survive restarts, and creating one exclusively ('wx') is the dedupe: a retried
 * delivery finds its file there already.
 */
export class DevCrmInbox {
  constructor(private readonly dir: string) {}

  /** Keeps a delivery; false when one with the same key was kept before. */
  async add(delivery: DevCrmDelivery): Promise<boolean> {
    if (!DEV_CRM_KEY.test(delivery.key)) throw new Error(`Bad idempotency key ${delivery.key}`)
    await mkdir(this.dir, { recursive: true })
    try {
      await writeFile(join(this.dir, `${delivery.key}.json`), JSON.stringify(delivery, null, 2), {
        flag: 'wx',
      })
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw error
    }
  }

  /** The deliveries kept, newest first (at most `limit`). */
  async list(limit = 200): Promise<DevCrmDelivery[]> {
    const names = await readdir(this.dir).catch(() => [] as string[])
    const all = await Promise.all(
      names
        .filter((n) => n.endsWith('.json'))
        .map(async (n) => {
          try {
            return JSON.parse(await readFile(join(this.dir, n), 'utf8')) as DevCrmDelivery
          } catch {
            return undefined // a file being written right now, or not ours
          }
        }),
    )
    return all
      .filter((d): d is DevCrmDelivery => d !== undefined)
      .sort((a, b) => b.received_at.localeCompare(a.received_at))
      .slice(0, limit)
  }
}
