import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import type { JobHandlerDeps } from '../jobs/job-handler.js'
import type { JobWorkerOptions } from '../jobs/job-worker-options.js'
import type { CaptchaVerifier } from '../providers/captcha-verifier.js'
import type { Mailer } from '../providers/mailer.js'
import type { WebhookSender } from '../providers/webhook-sender.js'

/** Everything the forms API and its delivery worker are configured with (formsOptionsFromEnv). */
export interface FormsOptions {
  /** The order jobs the same worker runs (order mails, the local payment providers' webhook deliveries). */
  orderJobs?: JobHandlerDeps['orderJobs']
  /** FORMS_API_TOKEN: the optional bearer token of GET /forms/{id} (001 §6). */
  apiToken?: string
  /** Leads per client IP per form per window (a fixed window counted in PostgreSQL). */
  rateLimit: { max: number; windowSeconds: number }
  /** Where lead export files are written. */
  exportsDir: string
  mailer: Mailer
  /** The From of notification and confirmation mails. */
  mailFrom: string
  captcha: CaptchaVerifier
  /**
   * RECAPTCHA_SITE_KEY: the public key of Google's reCAPTCHA v2 checkbox. Set, forms with
   * `settings.recaptcha` render the real widget (GET /forms/{id} answers the key as `recaptcha_site_key`)
   * and the CSP allows Google's script and frame; unset, the local check stands in.
   */
  recaptchaSiteKey?: string
  webhooks: WebhookSender
  /**
   * The outbound HTTP client (webhooks, reCAPTCHA). Whether it may reach private addresses also decides
   * whether integrations may be saved with such an endpoint.
   */
  outbound: OutboundHttp
  /** The delivery worker started with the app; false: none (another process runs it, or a test does). */
  worker: Partial<JobWorkerOptions> | false
}
