import { PHONE_RATE_LIMITS } from './phone-rate-limits.js'

/**
 * SMS_BUDGET_PER_HOUR: the text messages (verification codes) the site sends per clock hour to everyone
 * together (default 100; 0 sends none). A value that is not a whole number stops the start: a budget
 * silently replaced by the default is the one nobody meant.
 */
export function smsBudgetFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.SMS_BUDGET_PER_HOUR?.trim()
  if (!value) return PHONE_RATE_LIMITS.smsPerHour
  const n = Number(value)
  if (!/^\d+$/.test(value) || n > 1_000_000)
    throw new Error(
      `SMS_BUDGET_PER_HOUR must be a whole number from 0 to 1000000, not "${value.slice(0, 20)}"`,
    )
  return n
}
