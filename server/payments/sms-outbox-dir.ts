import { join } from 'node:path'

/** Where the local phone verifier writes its messages: `sms` in the mail outbox (OUTBOX_DIR, else <dataDir>/outbox). */
export function smsOutboxDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  return join(env.OUTBOX_DIR ?? join(dataDir, 'outbox'), 'sms')
}
