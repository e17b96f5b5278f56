import { createHash, randomBytes } from 'node:crypto'

/**
 * The key of the phone codes' HMACs (PhoneVerificationStore): PHONE_CODE_SECRET, else one derived from
 * SESSION_SECRET (strong in strict production, and the same in every process, so any process can check a
 * code another sent), else random per start (development: a restart ends the pending codes, no more).
 */
export function phoneCodeSecretFromEnv(env: NodeJS.ProcessEnv): Buffer {
  if (env.PHONE_CODE_SECRET) return Buffer.from(env.PHONE_CODE_SECRET)
  if (env.SESSION_SECRET) return createHash('sha256').update(`phone-codes\n${env.SESSION_SECRET}`).digest()
  return randomBytes(32)
}
