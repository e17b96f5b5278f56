/** The settings Twilio Verify needs, all three or none (phone-verifier-from-env.ts, strict-settings-problems.ts). */
export const TWILIO_SETTINGS = [
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_VERIFY_SERVICE_SID',
] as const
