import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/** A fresh nonce per response, for the CSP and every inline or island script of the page. */
export const nonceMiddleware: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(18).toString('base64')
  next()
}

/** Google's reCAPTCHA v2: its script (api.js, then its code on gstatic) and the widget's frames. */
const RECAPTCHA_SCRIPT_SRC = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAME_SRC = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
/** Stripe.js and its Payment Element (Stripe's CSP guidance): its script, its frames, its API. */
const STRIPE_SCRIPT_SRC = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAME_SRC = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
const STRIPE_CONNECT_SRC = ['https://api.stripe.com']

/**
 * helmet with a strict CSP: scripts only with the response's nonce (metaheads included: they get it too),
 * styles from the site or with the nonce, images from the site, video from YouTube's privacy-enhanced host.
 * With `recaptcha` (RECAPTCHA_SITE_KEY is set), Google's reCAPTCHA script and frames are allowed too; with
 * `stripe` (the real Stripe is configured), Stripe.js, its frames and its API, for the checkout's card form.
 * A cached page replaces the nonce by the hashes and URLs of its own scripts and styles (docs/decisions/017).
 */
export function securityHeaders(options: { recaptcha?: boolean; stripe?: boolean } = {}): RequestHandler {
  const recaptcha = options.recaptcha ?? false
  const stripe = options.stripe ?? false
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          ...(recaptcha ? RECAPTCHA_SCRIPT_SRC : []),
          ...(stripe ? STRIPE_SCRIPT_SRC : []),
        ],
        styleSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
        ],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: [
          'https://www.youtube-nocookie.com',
          ...(recaptcha ? RECAPTCHA_FRAME_SRC : []),
          ...(stripe ? STRIPE_FRAME_SRC : []),
        ],
        connectSrc: ["'self'", ...(stripe ? STRIPE_CONNECT_SRC : [])],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    ...FIXED_HEADERS,
  })
}

/** helmet's settings but the CSP: the same for every response. */
const FIXED_HEADERS = { crossOriginEmbedderPolicy: false } as const

/**
 * The headers securityHeaders sets besides the CSP, as fixed name-value pairs, taken once from helmet
 * itself. The page cache's fast path sets them on a cached page (whose CSP is its own, decision 017)
 * without running helmet and the nonce per request, which cost more than the rest of the answer.
 */
export function fixedSecurityHeaders(): [name: string, value: string][] {
  const headers: [string, string][] = []
  const collector = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  }
  helmet({ contentSecurityPolicy: false, ...FIXED_HEADERS })(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    () => {},
  )
  return headers
}
