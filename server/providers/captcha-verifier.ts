/** Checks a reCAPTCHA token (`g-recaptcha-response`) of a lead. */
export interface CaptchaVerifier {
  /** Whether the token passes; `remoteIp` is the shopper's address. Throws only when the service fails. */
  verify(token: string, remoteIp?: string): Promise<boolean>
}
