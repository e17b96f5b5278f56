/**
 * Sends and checks phone verification codes (001 §7 create_verification, check_verification). Twilio
 * Verify implements it when configured (twilio-phone-verifier.ts, the `twilio` package); the local verifier
 * writes the code to the outbox and the development page (local-phone-verifier.ts).
 */
export interface PhoneVerifier {
  readonly name: 'twilio' | 'local'
  /** Starts a verification of an E.164 number; answers the provider's reference. */
  start(phone: string, locale: string): Promise<{ ref: string }>
  /** Whether `code` is right for the verification `ref` of `phone` (the provider counts attempts too). */
  check(phone: string, ref: string, code: string): Promise<boolean>
}
