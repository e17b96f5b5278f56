import { join } from 'node:path'
import { OutboundHttp } from '../http/outbound/outbound-http.js'
import { HttpWebhookSender } from '../providers/http-webhook-sender.js'
import { LocalCaptchaVerifier } from '../providers/local-captcha-verifier.js'
import { OutboxMailer } from '../providers/outbox-mailer.js'
import { OutboxWebhookSender } from '../providers/outbox-webhook-sender.js'
import { RecaptchaVerifier } from '../providers/recaptcha-verifier.js'
import { SmtpMailer } from '../providers/smtp-mailer.js'
import type { FormsOptions } from './forms-options.js'
import { runModeFromEnv } from '../ops/run-mode.js'

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback
}

/** The local verifier passes `test-pass` tokens: the demo's and the tests' stand-in, never strict production's. */
function localCaptchaOutsideStrictProduction(env: NodeJS.ProcessEnv): LocalCaptchaVerifier {
  if (runModeFromEnv(env).strict)
    throw new Error(
      '[forms] NODE_ENV=production needs RECAPTCHA_SECRET: the local captcha verifier is for DEMO=1 only',
    )
  return new LocalCaptchaVerifier()
}

/**
 * The forms settings from the environment: SMTP_URL (else .eml files in OUTBOX_DIR, default
 * <dataDir>/outbox), MAIL_FROM, RECAPTCHA_SECRET (+ RECAPTCHA_VERIFY_URL, default Google's; else the local verifier),
 * RECAPTCHA_SITE_KEY (the widget's public key; set it with RECAPTCHA_SECRET),
 * WEBHOOKS=local (write webhooks to <outbox>/webhooks instead of sending), WEBHOOK_TIMEOUT_MS,
 * EXPORTS_DIR (default <dataDir>/exports), FORMS_API_TOKEN, LEADS_RATE_LIMIT (per window, default 20),
 * LEADS_RATE_WINDOW_SECONDS (default 60), JOBS_WORKER=off, JOBS_POLL_MS, JOBS_CONCURRENCY,
 * JOBS_MAX_ATTEMPTS, JOBS_BACKOFF_MS, JOBS_LEASE_MS, OUTBOUND_ALLOW_PRIVATE=1 (webhooks may reach private
 * addresses: development only). `overrides` win over the environment; `overrides.outbound` is the client
 * the webhooks and reCAPTCHA use.
 */
export function formsOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  overrides: Partial<FormsOptions> = {},
): FormsOptions {
  const outbox = env.OUTBOX_DIR ?? join(dataDir, 'outbox')
  const outbound =
    overrides.outbound ?? new OutboundHttp({ allowPrivate: env.OUTBOUND_ALLOW_PRIVATE === '1' })
  const worker: FormsOptions['worker'] =
    env.JOBS_WORKER === 'off'
      ? false
      : {
          ...(env.JOBS_POLL_MS ? { pollMs: positive(env.JOBS_POLL_MS, 1000) } : {}),
          ...(env.JOBS_CONCURRENCY ? { concurrency: positive(env.JOBS_CONCURRENCY, 4) } : {}),
          ...(env.JOBS_MAX_ATTEMPTS ? { maxAttempts: positive(env.JOBS_MAX_ATTEMPTS, 8) } : {}),
          ...(env.JOBS_BACKOFF_MS ? { backoffMs: positive(env.JOBS_BACKOFF_MS, 5000) } : {}),
          ...(env.JOBS_LEASE_MS ? { leaseMs: positive(env.JOBS_LEASE_MS, 60_000) } : {}),
        }
  return {
    ...(env.FORMS_API_TOKEN ? { apiToken: env.FORMS_API_TOKEN } : {}),
    rateLimit: {
      max: positive(env.LEADS_RATE_LIMIT, 20),
      windowSeconds: positive(env.LEADS_RATE_WINDOW_SECONDS, 60),
    },
    exportsDir: env.EXPORTS_DIR ?? join(dataDir, 'exports'),
    mailer: overrides.mailer ?? (env.SMTP_URL ? new SmtpMailer(env.SMTP_URL) : new OutboxMailer(outbox)),
    mailFrom: env.MAIL_FROM ?? 'Southern Cross Motors <no-reply@southerncross.example>',
    ...(env.RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: env.RECAPTCHA_SITE_KEY } : {}),
    captcha: env.RECAPTCHA_SECRET
      ? new RecaptchaVerifier(
          outbound,
          env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
          env.RECAPTCHA_SECRET,
        )
      : localCaptchaOutsideStrictProduction(env),
    webhooks:
      env.WEBHOOKS === 'local'
        ? new OutboxWebhookSender(join(outbox, 'webhooks'))
        : new HttpWebhookSender(outbound, positive(env.WEBHOOK_TIMEOUT_MS, 10_000)),
    worker,
    outbound,
    ...overrides,
  }
}
