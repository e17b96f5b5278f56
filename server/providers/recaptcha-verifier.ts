import type { CaptchaVerifier } from './captcha-verifier.js'

/** The real reCAPTCHA service: POSTs secret, response and remoteip to RECAPTCHA_VERIFY_URL. */
export class RecaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly verifyUrl: string,
    private readonly secret: string,
    private readonly timeoutMs = 5000,
  ) {}

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.secret, response: token })
    if (remoteIp) body.set('remoteip', remoteIp)
    const res = await fetch(this.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (!res.ok) throw new Error(`[forms] reCAPTCHA verify answered ${res.status}`)
    const answer = (await res.json()) as { success?: boolean }
    return answer.success === true
  }
}
