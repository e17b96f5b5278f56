import type { Response } from 'express'
import { jsonBody } from '../http/json-body.js'
import type { BodyFields } from './body-fields.js'
import type { CallAnswer } from './idempotent-call.js'
import type { PaymentClaim } from './payment-start.js'

/**
 * What the buy-online routes share at the HTTP edge (docs/decisions/069): the shapes of the ids they read
 * and the Forms API answer (`data.data`, 001 §7). Routes parse and answer; the order services decide.
 */

import { VEHICLE_ID } from '../../engine/stock/vehicle-id.js'

export { VEHICLE_ID }
/** The holder token `orders/init` answered. */
export const HOLDER = /^[A-Za-z0-9_-]{16,64}$/
export const HOLDER_MESSAGE = 'must be the token init answered'
/** An order number (order-number.ts): four groups of four. */
export const ORDER_NUMBER = /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/
/** An ISO 4217 currency code, in either case. */
export const CURRENCY = /^[A-Za-z]{3}$/
/** An instant as init answers it (toISOString). */
export const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/

/** The body parser of the order calls: an order with its choices is a few kB at most. */
export const orderJson = jsonBody({ limit: '64kb' })

/** JSON text of the Forms API shape, kept as text for idempotent replays. */
export const answer = (status: number, data: unknown): CallAnswer => ({
  status,
  body: JSON.stringify({ data: { data } }),
})

/** The site's configured origin (siteResolver), never the request's Host: URLs in mails and to providers. */
export const siteOrigin = (res: Response) => res.locals.siteOrigin as string

/** Sends an answer; nothing about an order may be cached. */
export function reply(res: Response, call: CallAnswer): void {
  res.status(call.status).set('Cache-Control', 'no-store').type('application/json').send(call.body)
}

/**
 * Reads what a payment call claims to pay (amount, currency, vehicle) under its provider's field names
 * (`prefix` is where they sit in the request, for the 422's names). Call the result once the request's
 * fields are all read and checked (`done()`): it is the claim the payment service compares with the order.
 */
export function readPaymentClaim(
  fields: BodyFields | undefined,
  orderNumber: string | undefined,
  names: { amount: string; currency: string; prefix: string },
): () => PaymentClaim {
  const amount = fields?.number(names.amount, { required: true, min: 0, max: 1e9 })
  const currency = fields?.string(names.currency, { required: true, pattern: CURRENCY })
  const vehicleId = fields?.string('vehicle_id', { required: true, pattern: VEHICLE_ID })
  return () => ({
    orderNumber: orderNumber!,
    amount: amount!,
    currency: currency!,
    vehicleId: vehicleId!,
    fields: {
      amount: `${names.prefix}${names.amount}`,
      currency: `${names.prefix}${names.currency}`,
      vehicleId: `${names.prefix}vehicle_id`,
    },
  })
}
