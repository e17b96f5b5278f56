import { visibleSites } from '../../engine/auth/visible-sites.js'
import { randomUUID } from 'node:crypto'
import { Router } from 'express'
import { jsonBody } from '../http/json-body.js'
import { requireEditor } from '../auth/require-editor.js'
import { HttpError, notFound } from '../http/http-error.js'
import { isOrderNumber } from '../orders/order-number.js'
import { OrderStore } from '../orders/order-store.js'
import type { FormsContext } from './forms-context.js'
import { FormAdminStore } from './form-admin-store.js'
import { parseLocation } from './parse-location.js'
import { sendData } from './send-data.js'
import { verifyOutcome, type VerifyOutcome } from './verify-outcome.js'

const SETTING_KEY = /^[a-z0-9_.-]{1,200}$/
const SYSTEMS = ['webhook']
const json = jsonBody({ limit: '256kb' })

/**
 * The calls 001 §7 lists beside the forms, all under /forms here (docs/forms-api.md): locations, settings,
 * integrations (active system, verify) and orders. Editors and admins only, except reading locations.
 */
export function formsAdminRoutes(ctx: FormsContext): Router {
  const { database, forms } = ctx
  const orders = new OrderStore(database)
  const router = Router()
  const admin = new FormAdminStore(database)

  // Dealer locations are public (form blocks prefill them for shoppers); changing them is for editors.
  router.get('/locations', async (_req, res) => {
    sendData(res, await admin.locations())
  })

  router.use(['/locations', '/settings', '/integrations', '/orders'], ...requireEditor)

  router.post('/locations', json, async (req, res) => {
    sendData(res, await admin.addLocation(parseLocation(req.body)), 201)
  })

  router.put('/locations/:locationId', json, async (req, res) => {
    const id = String(req.params.locationId)
    const row = await admin.updateLocation(id, parseLocation(req.body))
    if (!row) throw notFound(`No location ${id}`)
    sendData(res, row)
  })

  router.delete('/locations/:locationId', async (req, res) => {
    const id = String(req.params.locationId)
    if (!(await admin.removeLocation(id))) throw notFound(`No location ${id}`)
    res.status(204).end()
  })

  router.get('/settings', async (_req, res) => {
    sendData(res, await admin.settings())
  })

  router.post('/settings', json, async (req, res) => {
    const { key, value } = (req.body ?? {}) as { key?: unknown; value?: unknown }
    const errors = [
      ...(typeof key === 'string' && SETTING_KEY.test(key)
        ? []
        : [{ path: '/key', message: 'is required: lower-case letters, digits, _ . and -' }]),
      ...(value === undefined ? [{ path: '/value', message: 'is required (any JSON value)' }] : []),
    ]
    if (errors.length) throw new HttpError(422, 'invalid_setting', 'The setting is not valid', errors)
    sendData(res, await admin.putSetting(key as string, value), 201)
  })

  router.delete('/settings/:settingId', async (req, res) => {
    const id = String(req.params.settingId)
    if (!(await admin.removeSetting(id))) throw notFound(`No setting ${id}`)
    res.status(204).end()
  })

  router.get('/integrations/active_system', async (_req, res) => {
    const row = await admin.setting('integrations.active_system')
    const system =
      row === undefined
        ? 'webhook'
        : typeof row.value === 'string' && SYSTEMS.includes(row.value)
          ? row.value
          : null
    sendData(res, { system, systems: SYSTEMS })
  })

  // A ping to every active integration: it sends requests, so it is a POST (CSRF-checked by requireEditor).
  router.post('/integrations/verify', json, async (req, res) => {
    const formId = (req.body as { form_id?: unknown } | undefined)?.form_id
    if (typeof formId !== 'string' || !formId)
      throw new HttpError(400, 'bad_request', 'form_id is required', [
        { path: '/form_id', message: 'is required' },
      ])
    const form = await forms.get(formId)
    const results = await Promise.all(
      form.integrations
        .filter((i) => i.active)
        .map(async (integration) => {
          const id = randomUUID()
          const body = JSON.stringify({ id, event: 'verify', form_id: formId })
          const outcome = await ctx.options.webhooks
            .send({ id, endpoint: integration.endpoint, secret: integration.secret, body })
            .then((): VerifyOutcome => ({ ok: true, status: null, error: null }), verifyOutcome)
          return { integration_id: integration.id, name: integration.name, ...outcome }
        }),
    )
    sendData(res, results)
  })
  router.all('/integrations/verify', (_req, res) => {
    res.set('Allow', 'POST')
    throw new HttpError(405, 'method_not_allowed', 'Verify integrations with POST { form_id }')
  })

  // An order with its recorded transitions, for editors (the shopper reads /buy_online/orders/{number}).
  router.get('/orders/:number', async (req, res) => {
    const number = String(req.params.number)
    const order = isOrderNumber(number) ? await orders.byNumber(number) : null
    // Another site's order is as absent as none to a user limited to some sites (decision 067).
    if (!order || !visibleSites([{ key: order.site }], req.user?.sites).length)
      throw notFound(`No order ${number}`)
    sendData(res, { ...order, transitions: await orders.transitions(order.id) })
  })

  return router
}
