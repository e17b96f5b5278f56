import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import type { CaptchaVerifier } from './captcha-verifier.js'

/**
 * The real reCAPTCHA service: POSTs secret, response and remoteip to RECAPTCHA_VERIFY_URL (the operator's
 * setting, so it may be a private address: docs/decisions/010).
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly http: OutboundHttp,
    private readonly verifyUrl: string,
    private readonly secret: string,
    private readonly timeoutMs = 5000,
  ) {}

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.secret, response: token })
    if (remoteIp) body.set('remoteip', remoteIp)
    const res = await this.http.request(this.verifyUrl, {
      method: 'POST',
      allowPrivate: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      timeoutMs: this.timeoutMs,
      maxBytes: 64 * 1024,
    })
    if (res.status < 200 || res.status >= 300)
      throw new Error(`[forms] reCAPTCHA verify answered ${res.status}`)
    const answer = JSON.parse(res.body.toString('utf8')) as { success?: boolean }
    return answer.success === true
  }
}
