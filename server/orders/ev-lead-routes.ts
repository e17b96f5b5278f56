import { Router, type Request, type Response } from 'express'
import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import type { Database } from '../db/database.js'
import { isUniqueViolation } from '../http/database-error.js'
import { HttpError, notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { jsonBody } from '../http/json-body.js'
import type { SubmitLead } from '../forms/forms-api.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { endOrder } from './end-order.js'
import { EV_LEAD_FORM, EvLeadStore, type EvLead } from './ev-lead-store.js'
import { idempotentCall } from './idempotent-call.js'
import type { Order } from './order.js'
import { OrderOnlineConfigStore } from './order-online-config-store.js'
import { OrderError } from './order-error.js'
import { ORDER_IN_PROGRESS, OrderStore } from './order-store.js'
import type { PaymentProviders } from './payment-providers.js'
import { SoftLockStore } from './soft-lock-store.js'
import { vehicleReservationTerms } from './vehicle-reservation-terms.js'
import { clientAddress } from '../http/client-address.js'
import type { HoldLimits } from './hold-limits.js'
import { lockRefusalAsHttp } from './lock-refusal-as-http.js'

const json = jsonBody({ limit: '32kb' })
/** How long the EV lead's payment may take before its hold on the vehicle ends (as the checkout's). */
const HOLD_MS = 15 * 60_000
const OPEN = ['created', 'payment_pending']

const send = (res: Response, status: number, body: string) =>
  res.status(status).set('Cache-Control', 'no-store').type('application/json').send(body)
const data = (value: unknown) => JSON.stringify({ data: { data: value } })

/**
 * The electric-vehicle lead API of 001 §7 (docs/buy-online-api.md, decision 028), on the same leads and
 * orders as the rest: `POST /api/leads` is the one lead pipeline on the `ev-reservation` form;
 * `GET /api/leads/{id}/salesforce_data` is the lead as the CRM sees it (its deliveries and its order, no
 * contact details); `POST /api/stripe/create_payment_intent` holds the lead's vehicle, makes its order and the
 * card payment of the server's own reservation fee; `PUT /api/leads/{id}/initialize_cancellation` cancels
 * that order, refunding what was paid, through the provider.
 */
export function evLeadRoutes(deps: {
  database: Database
  payments: PaymentProviders
  submit: SubmitLead
  /** What one client may hold (decision 064): a lead's payment holds its vehicle as a checkout does. */
  holds: HoldLimits
}): Router {
  const leads = new EvLeadStore(deps.database)
  const orders = new OrderStore(deps.database)
  const locks = new SoftLockStore(deps.database)
  const configs = new OrderOnlineConfigStore(deps.database)
  const router = Router()

  /** The vehicle of the site a lead names, or a 404 naming the field. */
  async function vehicleOf(site: Site, id: unknown, field: string) {
    const vehicle =
      typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await configs.vehicle(id) : null
    if (!vehicle || vehicle.brand !== site.brand)
      throw new HttpError(404, 'unknown_vehicle', 'No such vehicle on this site', [
        { field, message: 'is not a vehicle in stock' },
      ])
    return vehicle
  }

  /** The EV lead `id` posted on `site` (a lead of the other brand's site is not found here). */
  async function leadOf(site: Site, id: string): Promise<EvLead> {
    const lead = await leads.lead(id, site.key)
    if (!lead) throw notFound(`No lead ${id}`)
    return lead
  }

  router.post('/leads', json, async (req, res) => {
    const body = (req.body ?? {}) as { lead?: unknown }
    const attributes = (typeof body.lead === 'object' && body.lead !== null ? body.lead : body) as Record<
      string,
      unknown
    >
    if (typeof attributes !== 'object' || Array.isArray(attributes))
      throw new HttpError(400, 'bad_request', 'The body must be a lead object', [
        { field: 'lead', message: 'must be an object' },
      ])
    await vehicleOf(res.locals.site as Site, attributes.vehicle_id, 'lead.vehicle_id')
    const answer = await deps.submit(req, res, EV_LEAD_FORM, attributes, idempotencyKey(req))
    send(res, answer.status, answer.body)
  })

  router.get('/leads/:id/salesforce_data', async (req, res) => {
    const lead = await leadOf(res.locals.site as Site, String(req.params.id))
    const [deliveries, number] = await Promise.all([leads.deliveries(lead.id), leads.orderNumber(lead.id)])
    const order = number ? await orders.byNumber(number) : null
    send(
      res,
      200,
      data({
        lead_id: lead.id,
        created_at: lead.createdAt,
        vehicle_id: lead.vehicleId,
        crm: {
          status: deliveries.some((d) => d.status === 'failed')
            ? 'failed'
            : deliveries.every((d) => d.status === 'done')
              ? 'delivered'
              : 'pending',
          deliveries,
        },
        order: order
          ? { order_number: order.order_number, status: order.status, payment_status: order.payment_status }
          : null,
      }),
    )
  })

  router.post('/stripe/create_payment_intent', json, async (req, res) => {
    const site = res.locals.site as Site
    const root = new BodyFields(req.body)
    const intent = root.nested('payment_intent', { required: true })
    const leadId = intent?.string('salesforce_lead_id', { required: true, max: 64 })
    root.done()
    const card = deps.payments.card
    if (!card)
      throw new HttpError(409, 'vendor_unavailable', 'Card payments are not configured on this server')
    const call = await idempotentCall(
      deps.database,
      `ev-payment:${site.key}`,
      idempotencyKey(req),
      req.body,
      async () => {
        const lead = await leadOf(site, leadId!)
        const order = (await openOrder(lead.id)) ?? (await newOrder(site, lead, req, res))
        const paid = await card.createPaymentIntent({
          amountMinor: order.amount_minor,
          currency: order.currency,
          metadata: {
            order_number: order.order_number,
            vehicle_id: order.vehicle_id,
            salesforce_lead_id: lead.id,
          },
          captureMethod: 'automatic',
          idempotencyKey: `order-${order.order_number}`,
        })
        if (order.status === 'created')
          await orders.startPayment(order, paid.id, `stripe payment intent ${paid.id} created (EV lead API)`)
        return {
          status: 201,
          body: data({
            payment_intent_id: paid.id,
            client_secret: paid.clientSecret,
            status: paid.status,
            payment_page_url: card.paymentPageUrl(paid),
            publishable_key: card.publishableKey(),
            order_number: order.order_number,
            amount: fromMinorUnits(order.amount_minor, order.currency),
            currency: order.currency,
          }),
        }
      },
    )
    send(res, call.status, call.body)
  })

  router.put('/leads/:id/initialize_cancellation', async (req, res) => {
    const lead = await leadOf(res.locals.site as Site, String(req.params.id))
    const number = await leads.orderNumber(lead.id)
    const order = number ? await orders.byNumber(number) : null
    if (!order) throw new HttpError(409, 'no_order', 'This lead has no order to cancel')
    const money = ['paid', 'authorised'].includes(order.payment_status)
    const ended = ['cancelled', 'refunded', 'expired'].includes(order.status)
      ? order
      : await endOrder(orders, deps.payments, order, money ? 'refund' : 'cancel', {
          actor: 'ev_lead_api',
          reason: 'cancellation initialised through the EV lead API',
        })
    send(
      res,
      200,
      data({ order_number: ended.order_number, status: ended.status, payment_status: ended.payment_status }),
    )
  })

  /** The lead's order still waiting for its payment, if there is one (a retried intent reuses it). */
  async function openOrder(leadId: string): Promise<Order | null> {
    const number = await leads.orderNumber(leadId)
    const order = number ? await orders.byNumber(number) : null
    return order && OPEN.includes(order.status) ? order : null
  }

  /**
   * Holds the lead's vehicle and makes its order for the server's own reservation fee. Two calls for one
   * lead at once: the unique index `orders_one_open_per_lead` lets one insert win, and the other answers
   * with the winner's order, so a lead never has two orders waiting for payment.
   */
  async function newOrder(site: Site, lead: EvLead, req: Request, res: Response): Promise<Order> {
    const vehicle = await vehicleOf(site, lead.vehicleId, 'payment_intent.salesforce_lead_id')
    const terms = await vehicleReservationTerms(configs, site.key, vehicle, false)
    if (!terms || terms.amountMinor <= 0)
      throw new HttpError(422, 'not_reservable', 'This vehicle takes no deposit online', [
        { field: 'payment_intent.salesforce_lead_id', message: 'names a vehicle without an online deposit' },
      ])
    // The API is public: its holds count against the client's, so leads cannot lock the stock.
    const lock = await locks.take(site.key, vehicle.id, `lead-${lead.id}`, HOLD_MS, {
      client: clientAddress(req),
      limits: deps.holds,
    })
    if ('refused' in lock) throw lockRefusalAsHttp(res, lock, vehicle.id, deps.holds)
    const a = lead.attributes
    try {
      return await orders.create({
        site: site.key,
        locale: site.defaultLocale,
        vehicleId: vehicle.id,
        lockId: lock.lockId,
        vendor: 'STRIPE',
        amountMinor: terms.amountMinor,
        currency: terms.currency,
        customer: { first_name: a.first_name, last_name: a.last_name, email: a.email, phone_number: a.phone },
        metadata: { salesforce_lead_id: lead.id, source: 'ev_lead_api' },
        leadId: lead.id,
      })
    } catch (error) {
      const lost =
        isUniqueViolation(error) || (error instanceof OrderError && error.code === ORDER_IN_PROGRESS)
      const winner = lost ? await openOrder(lead.id) : null
      if (winner) return winner
      throw error
    }
  }

  return router
}
