import { randomBytes } from 'node:crypto'
import express, { Router, type Request, type Response } from 'express'
import { sameSitePath } from '../../renderer/html/same-site-path.js'
import { csrfTokenMatches } from '../auth/csrf-token.js'
import { HttpError } from '../http/http-error.js'
import { escapeHtml } from '../ssr/escape-html.js'
import { devPaymentPage } from './dev-payment-page.js'
import type { LocalCardPayments } from './local-card-payments.js'
import type { LocalLiqPayPayments } from './local-liqpay-payments.js'
import type { LocalPayPalPayments } from './local-paypal-payments.js'
import type { PaymentPageTokens } from './payment-page-tokens.js'
import { PaymentProviderError } from './payment-provider-error.js'
import { PaymentSignatureError } from './payment-signature-error.js'

/** Where the development payment pages live (the local providers' payment page URLs point here). */
export const DEV_PAYMENTS_PATH = '/dev-payments'

const CSRF_COOKIE = 'dev_payments_csrf'
const form = express.urlencoded({ extended: false, limit: '16kb' })

/**
 * The development payment pages standing in for the providers' hosted checkouts while a provider runs
 * locally (mounted only outside strict production, like the development CRM; decision 024):
 * `/dev-payments/stripe/:intentId` (a card form with Stripe's test numbers, then back to `return_url`, a
 * same-site path), `/dev-payments/paypal/:orderId` (approve or cancel) and `/dev-payments/liqpay/checkout`
 * (where LiqPay's checkout form posts `data` and `signature`). Plain server-rendered HTML without scripts;
 * every POST that changes something carries a double-submit token (a SameSite=Strict cookie equal to a form
 * field), so another site cannot make a shopper's browser pay.
 */
export function devPaymentRoutes(providers: {
  card?: LocalCardPayments
  paypal?: LocalPayPalPayments
  liqpay?: LocalLiqPayPayments
  pageTokens?: PaymentPageTokens
}): Router {
  const router = Router()
  const { card, paypal, liqpay, pageTokens } = providers

  /**
   * The card and PayPal pages answer only with the token their URL was given by the order's own payment
   * call (decision 061): the shopper passes through them without signing in, so the id alone must not do.
   */
  const bound = (req: Request<{ id: string }>) => {
    if (!pageTokens?.matches(req.params.id, req.query.token))
      throw new HttpError(404, 'not_found', 'No such payment')
    return pageTokens.url(`${req.baseUrl}${req.path}`, req.params.id)
  }

  if (card) {
    router.get(`${DEV_PAYMENTS_PATH}/stripe/:id`, async (req: Request<{ id: string }>, res) => {
      const action = bound(req)
      const returnTo = returnPath(req.query.return_url)
      const intent = await card.retrievePaymentIntent(req.params.id).catch(notFound)
      send(res, 200, 'Pay by card', cardForm(intent, action, returnTo, token(req, res)))
    })
    router.post(`${DEV_PAYMENTS_PATH}/stripe/:id`, form, async (req: Request<{ id: string }>, res) => {
      const action = bound(req)
      checkToken(req)
      const body = req.body as Record<string, unknown>
      const returnTo = returnPath(body.return_url)
      const intentId = req.params.id
      const paid = await card.pay(intentId, String(body.card_number ?? '')).catch(refused)
      if (paid.error) {
        const form = cardForm(paid.intent, action, returnTo, token(req, res), paid.error.message)
        send(res, 402, 'Pay by card', form)
        return
      }
      res.redirect(303, withQuery(returnTo, { payment_intent: intentId, redirect_status: 'succeeded' }))
    })
  }

  if (paypal) {
    router.get(`${DEV_PAYMENTS_PATH}/paypal/:id`, async (req: Request<{ id: string }>, res) => {
      const action = bound(req)
      const order = await paypal.getOrder(req.params.id).catch(notFound)
      send(
        res,
        200,
        'Approve the PayPal payment',
        `<dl><dt>Amount</dt><dd>${escapeHtml(`${order.amountValue} ${order.currencyCode}`)}</dd>
<dt>Reference</dt><dd>${escapeHtml(order.reference)}</dd><dt>Status</dt><dd>${escapeHtml(order.status)}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="csrf" value="${escapeHtml(token(req, res))}">
<button type="submit" name="decision" value="approve">Approve and continue</button>
<button type="submit" name="decision" value="cancel">Cancel and return</button>
</form>`,
      )
    })
    router.post(`${DEV_PAYMENTS_PATH}/paypal/:id`, form, async (req: Request<{ id: string }>, res) => {
      bound(req)
      checkToken(req)
      const decision = (req.body as Record<string, unknown>).decision
      const next =
        decision === 'approve'
          ? await paypal.approve(req.params.id).catch(refused)
          : await paypal.cancelUrl(req.params.id).catch(notFound)
      res.redirect(303, ownTarget(next, res))
    })
  }

  if (liqpay) {
    // LiqPay's checkout form posts here from the shop, as it would to www.liqpay.ua: nothing changes yet.
    router.post(`${DEV_PAYMENTS_PATH}/liqpay/checkout`, form, (req, res) => {
      // Express 5 leaves the body undefined when it is not a form (JSON, no body at all).
      const body = (req.body ?? {}) as Record<string, unknown>
      const data = String(body.data ?? '')
      const signature = String(body.signature ?? '')
      const params = checked(() => liqpay.checkout(data, signature))
      send(
        res,
        200,
        'LiqPay checkout',
        `<dl><dt>Amount</dt><dd>${escapeHtml(`${String(params.amount)} ${String(params.currency)}`)}</dd>
<dt>Description</dt><dd>${escapeHtml(String(params.description ?? ''))}</dd>
<dt>Order</dt><dd>${escapeHtml(String(params.order_id ?? ''))}</dd></dl>
<form method="post" action="${DEV_PAYMENTS_PATH}/liqpay/pay">
<input type="hidden" name="csrf" value="${escapeHtml(token(req, res))}">
<input type="hidden" name="data" value="${escapeHtml(data)}">
<input type="hidden" name="signature" value="${escapeHtml(signature)}">
<button type="submit" name="outcome" value="success">Pay</button>
<button type="submit" name="outcome" value="failure">Decline the payment</button>
</form>`,
      )
    })
    router.post(`${DEV_PAYMENTS_PATH}/liqpay/pay`, form, async (req, res) => {
      checkToken(req)
      const body = req.body as Record<string, unknown>
      const data = String(body.data ?? '')
      const signature = String(body.signature ?? '')
      const params = checked(() => liqpay.checkout(data, signature))
      const callback = await liqpay
        .pay(data, signature, body.outcome === 'success' ? 'success' : 'failure')
        .catch(refused)
      const resultUrl = typeof params.result_url === 'string' ? params.result_url : ''
      if (resultUrl) res.redirect(303, ownTarget(resultUrl, res))
      else send(res, 200, 'LiqPay checkout', `<p role="status">Payment ${escapeHtml(callback.status)}.</p>`)
    })
  }
  return router
}

function cardForm(
  intent: { id: string; amountMinor: number; currency: string; status: string },
  action: string,
  returnTo: string,
  csrf: string,
  error?: string,
): string {
  const payable = intent.status === 'requires_payment_method'
  return `<dl><dt>Amount</dt><dd>${escapeHtml(money(intent.amountMinor, intent.currency))}</dd>
<dt>Payment</dt><dd><code>${escapeHtml(intent.id)}</code> (${escapeHtml(intent.status)})</dd></dl>
${error ? `<p role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
${
  payable
    ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<input type="hidden" name="return_url" value="${escapeHtml(returnTo)}">
<label for="card_number">Test card number</label>
<input type="text" id="card_number" name="card_number" value="4242 4242 4242 4242" inputmode="numeric"
 autocomplete="off" required aria-describedby="card-help${error ? ' card-error' : ''}">
<p id="card-help">Stripe's test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined;
4000 0000 0000 9995 has insufficient funds.</p>
<button type="submit">Pay ${escapeHtml(money(intent.amountMinor, intent.currency))}</button>
</form>`
    : `<p><a href="${escapeHtml(returnTo)}">Continue</a></p>`
}`
}

function money(minor: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() })
    return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
  } catch {
    return `${minor} ${currency}`
  }
}

function send(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(devPaymentPage(title, body, res.locals.nonce as string))
}

/** The page's double-submit token: the browser's cookie, set now if it has none. */
function token(req: Request, res: Response): string {
  const existing = cookie(req, CSRF_COOKIE)
  if (existing && /^[\w-]{43}$/.test(existing)) return existing
  const fresh = randomBytes(32).toString('base64url')
  res.cookie(CSRF_COOKIE, fresh, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: DEV_PAYMENTS_PATH,
  })
  return fresh
}

function checkToken(req: Request): void {
  if (!csrfTokenMatches(cookie(req, CSRF_COOKIE), (req.body as Record<string, unknown> | undefined)?.csrf))
    throw new HttpError(
      403,
      'csrf_failed',
      'The form is stale or came from another site: reload the payment page',
    )
}

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** `return_url` must be a path on this site: the page never sends a shopper elsewhere. */
function returnPath(value: unknown): string {
  const path = typeof value === 'string' ? sameSitePath(value) : undefined
  if (!path || !path.startsWith('/'))
    throw new HttpError(400, 'bad_request', 'return_url must be a path on this site')
  return path
}

/**
 * A provider's return URL (set by our own server, on the site's configured origin) as a path on this site,
 * whether absolute or not.
 */
function ownTarget(url: string, res: Response): string {
  const path = sameSitePath(url)
  if (path?.startsWith('/')) return path
  try {
    const parsed = new URL(url)
    if (parsed.origin === res.locals.siteOrigin)
      return returnPath(parsed.pathname + parsed.search + parsed.hash)
  } catch {
    // not a URL: refused below
  }
  throw new HttpError(400, 'bad_request', 'The return URL is not on this site')
}

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://same-site.invalid')
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.pathname + url.search + url.hash
}

function notFound(error: unknown): never {
  if (error instanceof PaymentProviderError && error.status === 404)
    throw new HttpError(404, 'not_found', 'No such payment')
  throw error
}

function refused(error: unknown): never {
  if (error instanceof PaymentProviderError)
    throw new HttpError(error.status === 404 ? 404 : 409, 'payment_refused', error.message)
  throw error
}

function checked<T>(fn: () => T): T {
  try {
    return fn()
  } catch (error) {
    if (error instanceof PaymentSignatureError || error instanceof PaymentProviderError)
      throw new HttpError(400, 'invalid_signature', 'The checkout data or its signature is not valid')
    throw error
  }
}
