import { Router } from 'express'
import { idempotencyKey } from '../http/idempotency-key.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { idempotentCall } from './idempotent-call.js'
import { answer, ORDER_NUMBER, orderJson, readPaymentClaim, reply, siteOrigin } from './order-http.js'
import type { PaymentRoutesContext } from './payment-routes.js'

/**
 * `POST /paypal/create_order` (001 §7): a PayPal order for an order; the shopper approves it on PayPal and
 * the confirm call captures it (payment-settlement.ts).
 */
export function paypalPaymentRoutes({ database, start }: PaymentRoutesContext): Router {
  const router = Router()

  router.post('/paypal/create_order', orderJson, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const root = new BodyFields(req.body)
    const number = root.string('order_number', { required: true, pattern: ORDER_NUMBER })
    const body = root.nested('order', { required: true })
    body?.string('company_uuid', { max: 100 })
    const claim = readPaymentClaim(body, number, {
      amount: 'amount_value',
      currency: 'amount_currency_code',
      prefix: 'order.',
    })
    root.done()
    const call = await idempotentCall(database, `paypal:${site.key}`, key, req.body, async () => {
      const paypalOrder = await start.paypal(site, claim(), { origin: siteOrigin(res) })
      return answer(201, {
        id: paypalOrder.id,
        status: paypalOrder.status,
        approve_url: paypalOrder.approveUrl,
      })
    })
    reply(res, call)
  })

  return router
}
