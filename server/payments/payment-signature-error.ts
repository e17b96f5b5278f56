/** A provider callback or webhook whose signature does not verify: answered 400, and nothing changes. */
export class PaymentSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`[payments] ${message}`, options)
    this.name = 'PaymentSignatureError'
  }
}
