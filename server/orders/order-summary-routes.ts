import { Router } from 'express'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { jsonBody } from '../http/json-body.js'
import { orderChoiceRequest } from './order-choice-request.js'
import type { OrderSummaries } from './order-summaries.js'
import { vehicleTerms } from './vehicle-terms.js'
import { OrderOnlineConfigStore } from './order-online-config-store.js'
import type { Database } from '../db/database.js'
import { VEHICLE_ID } from './order-http.js'

const json = jsonBody({ limit: '64kb' })

/**
 * POST /buy_online/orders/summary: what an order of these choices would hold, priced by the server (the
 * checkout shows it before paying). The body is the order's own shape (`{ order: { vehicle_id,
 * finance_option, locale, config_url, metadata } }`), so a problem is named as the order call names it
 * (`order.metadata.trade_in.mileage`). Nothing is written.
 */
export function orderSummaryRoutes(deps: {
  database: Database
  summaries: OrderSummaries
  offers: (vendor: string) => boolean
}): Router {
  const configs = new OrderOnlineConfigStore(deps.database)
  const router = Router()
  router.post('/orders/summary', json, async (req, res) => {
    const site = res.locals.site as Site
    const root = new BodyFields(req.body)
    const body = root.nested('order', { required: true }) ?? root
    const vehicleId = body.string('vehicle_id', { required: true, pattern: VEHICLE_ID })
    const financeOption = body.string('finance_option', {
      pattern: /^(cash|lease|subscription|calculator)$/,
      message: 'must be cash, lease or subscription',
    })
    const metadata = body.record('metadata')
    const locale = body.string('locale', { max: 10 }) ?? site.defaultLocale
    if (!site.locales.includes(locale))
      root.problems.push({ field: 'order.locale', message: 'is not a language of this site' })
    const configurator =
      Boolean(body.string('config_url', { max: 2000 })) || body.boolean('configurator') === true
    root.done()
    const { vehicle, terms } = await vehicleTerms(configs, deps.offers, site, vehicleId!, configurator)
    const summary = await deps.summaries.summarize({
      site,
      locale,
      vehicleId: vehicleId!,
      terms,
      // A build (decision 070) is always the configurator journey's.
      configurator: configurator || vehicle.configUrl !== null,
      request: orderChoiceRequest(financeOption, metadata),
      prefix: 'order.',
    })
    res.set('Cache-Control', 'no-store').json({ data: { data: summary } })
  })
  return router
}
