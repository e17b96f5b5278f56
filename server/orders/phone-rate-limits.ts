/**
 * How often a phone number and a client (IP address) may ask for a code and guess one, each a fixed window
 * of the project's one RateLimiter (rate_limit_windows). Per number: a stranger cannot flood a phone with
 * texts nor spread guesses over many verifications; per client: one address cannot text many numbers
 * (SMS pumping) or guess across them. Over them all, `smsPerHour` texts per clock hour from everyone
 * together (SmsBudgetStore), which rotating addresses cannot get around (docs/decisions/065).
 */
export interface PhoneRateLimits {
  createPerPhone: { max: number; windowSeconds: number }
  createPerClient: { max: number; windowSeconds: number }
  checkPerPhone: { max: number; windowSeconds: number }
  checkPerClient: { max: number; windowSeconds: number }
  /** SMS_BUDGET_PER_HOUR; 0 sends no codes at all. */
  smsPerHour: number
}

export const PHONE_RATE_LIMITS: PhoneRateLimits = {
  createPerPhone: { max: 3, windowSeconds: 10 * 60 },
  createPerClient: { max: 10, windowSeconds: 60 * 60 },
  checkPerPhone: { max: 10, windowSeconds: 10 * 60 },
  checkPerClient: { max: 30, windowSeconds: 10 * 60 },
  smsPerHour: 100,
}
