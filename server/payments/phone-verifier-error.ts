/**
 * A phone verifier could not do what was asked: `invalid_number` (the provider cannot send to this number,
 * e.g. a landline), `rate_limited` (the provider's own sending limits), `unavailable` (unreachable, an
 * error of its own, or a refusal of our credentials). The routes answer 422, 429 and 503.
 */
export class PhoneVerifierError extends Error {
  constructor(
    readonly kind: 'invalid_number' | 'rate_limited' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'PhoneVerifierError'
  }
}
