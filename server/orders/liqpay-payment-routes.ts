import express, { Router } from 'express'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { needProvider } from './need-provider.js'
import { answer, ORDER_NUMBER, readPaymentClaim, reply, siteOrigin } from './order-http.js'
import type { PaymentRoutesContext } from './payment-routes.js'

/**
 * LiqPay's HTTP (001 §7, LiqPay's documented checkout protocol): `GET /liqpay/checkout_data` signs the form
 * the checkout posts to LiqPay, and `POST /liqpay/callback` is LiqPay's server callback.
 */
export function liqpayPaymentRoutes({ payments, start, providerEvents }: PaymentRoutesContext): Router {
  const router = Router()

  router.get('/liqpay/checkout_data', async (req, res) => {
    const site = res.locals.site as Site
    const query = new BodyFields(req.query)
    const number = query.string('order_number', { required: true, pattern: ORDER_NUMBER })
    const description = query.string('description', { max: 500 })
    const language = query.string('language', { pattern: /^[a-z]{2}$/, message: 'must be a language code' })
    const paytypes = query.string('paytypes', { max: 200, pattern: /^[a-z_,]+$/ })
    const resultPath = query.string('result_url', {
      max: 2000,
      pattern: /^\/(?!\/)/,
      message: 'must be a path on this site',
    })
    query.string('company_uuid', { max: 100 })
    const claim = readPaymentClaim(query, number, { amount: 'amount', currency: 'currency', prefix: '' })
    query.done()
    const data = await start.liqpay(site, claim(), {
      origin: siteOrigin(res),
      ...(resultPath ? { resultPath } : {}),
      ...(description ? { description } : {}),
      ...(language ? { language } : {}),
      ...(paytypes ? { paytypes } : {}),
    })
    reply(res, answer(200, data))
  })

  // LiqPay's server callback: form fields data and signature (a bad signature is a PaymentSignatureError, 400).
  router.post(
    '/liqpay/callback',
    express.urlencoded({ extended: false, limit: '64kb' }),
    async (req, res) => {
      const body = new BodyFields(req.body)
      const data = body.string('data', { required: true, max: 20_000 })
      const signature = body.string('signature', { required: true, max: 200 })
      body.done()
      await providerEvents.liqpay(needProvider(payments.liqpay, 'LIQPAY').verifyCallback(data!, signature!))
      res.status(200).json({ received: true })
    },
  )

  return router
}
