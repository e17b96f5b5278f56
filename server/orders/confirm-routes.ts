import { Router } from 'express'
import type { OrderStatus } from '../../engine/orders/order-status.js'
import { notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { idempotentCall } from './idempotent-call.js'
import { answer, orderJson, reply } from './order-http.js'
import { isOrderNumber } from './order-number.js'
import type { PaymentRoutesContext } from './payment-routes.js'
import { shopperOrder } from './shopper-order.js'

/** Statuses a confirm's answer stays true in: replayed as is for a retry with the same key. */
const SETTLED: readonly OrderStatus[] = ['confirmed', 'cancelled', 'refunded', 'expired']

/**
 * `PUT /orders/:number/confirm` (001 §3 order confirm payload): the success page settles the order whatever
 * its vendor, through the one settlement (decision 059), and always answers the order as it is.
 */
export function confirmRoutes({ database, settlement, expiry }: PaymentRoutesContext): Router {
  const router = Router()

  router.put('/orders/:number/confirm', orderJson, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const number = String(req.params.number)
    const body = new BodyFields(req.body ?? {})
    const email = body.string('customer_email', { max: 254 })
    const leadAttributes = body.record('lead_attributes')
    const financeOption = body.string('finance_option', { max: 50 })
    const byLink = body.boolean('confirmation_by_link')
    const locale = body.string('locale', { max: 10 })
    const leadId = body.string('rdx_forms_lead_id', { max: 64 })
    const metadata = body.record('metadata')
    const paypalOrderId = body.string('paypal_order_id', { max: 64 })
    body.done()
    const call = await idempotentCall(
      database,
      `confirm:${site.key}`,
      key,
      { number, body: req.body },
      async () => {
        if (!isOrderNumber(number)) throw notFound(`No order ${number}`)
        await expiry?.resolve(number)
        const order = await settlement.confirm(site.key, number, {
          ...(email ? { customer: { confirmation_email: email } } : {}),
          metadata: {
            ...(metadata ?? {}),
            ...(leadAttributes ? { lead_attributes: leadAttributes } : {}),
            ...(financeOption ? { finance_option: financeOption } : {}),
            ...(byLink !== undefined ? { confirmation_by_link: byLink } : {}),
            ...(locale ? { confirm_locale: locale } : {}),
            ...(leadId ? { rdx_forms_lead_id: leadId } : {}),
          },
          ...(paypalOrderId ? { paypalOrderId } : {}),
        })
        // Always the order as it is: a shopper whose payment is still on its way is told so (and polls),
        // one whose payment ended is told why; only an ended order's answer is kept for replays.
        return { ...answer(200, shopperOrder(order)), keep: SETTLED.includes(order.status) }
      },
    )
    reply(res, call)
  })

  return router
}
