/**
 * Sends and checks phone verification codes (001 §7 create_verification, check_verification). Twilio
 * Verify implements it when configured (twilio-phone-verifier.ts, the `twilio` package); the local verifier
 * writes the code to the outbox and the development page (local-phone-verifier.ts).
 *
 * Expiry, attempts and rate limits are this server's, whichever verifier sends (server/orders/
 * phone-verification-store.ts): a provider's own limits are a second fence, not the only one.
 */
export interface PhoneVerifier {
  readonly name: 'twilio' | 'local'
  /**
   * Sends a code to an E.164 number; answers the provider's reference. A verifier that leaves checking to
   * this server (the local one) also answers the `code` it sent, which the store keeps only as an HMAC and
   * checks itself; one that keeps its codes (Twilio) answers none and is asked by `check`.
   * Throws PhoneVerifierError when the provider refuses or cannot be reached.
   */
  start(phone: string, locale: string): Promise<{ ref: string; code?: string }>
  /**
   * Whether `code` is right for the verification `ref` of `phone`, asked only of a verifier that keeps its
   * codes. `expired`: the provider has no pending verification any more (expired, approved or out of
   * attempts on its side). Throws PhoneVerifierError when the provider cannot answer.
   */
  check(phone: string, ref: string, code: string): Promise<'approved' | 'rejected' | 'expired'>
}
