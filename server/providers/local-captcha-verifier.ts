import type { CaptchaVerifier } from './captcha-verifier.js'

/**
 * The local stand-in for reCAPTCHA (no RECAPTCHA_SECRET): tokens starting with `test-pass` pass, any other
 * fails, so development and tests exercise both outcomes without the internet.
 */
export class LocalCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string): Promise<boolean> {
    return token.startsWith('test-pass')
  }
}
