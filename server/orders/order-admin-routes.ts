import { Router } from 'express'
import { ORDER_STATUSES } from '../../engine/orders/order-status.js'
import type { Database } from '../db/database.js'
import { notFound } from '../http/http-error.js'
import { jsonBody } from '../http/json-body.js'
import { adminSites, siteChoices, siteFilterProblem } from '../admin/admin-sites.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import type { Order } from './order.js'
import { isOrderNumber } from './order-number.js'
import { OrderStore } from './order-store.js'
import { endOrder } from './end-order.js'
import { PaymentEventStore } from './payment-event-store.js'
import type { PaymentProviders } from './payment-providers.js'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const json = jsonBody({ limit: '16kb' })

/**
 * The admin's Orders calls (mounted at /admin/api/orders, behind the editor guard and the csrf-token
 * check): the orders of every site the user may see (decision 067; `site` narrows to one), with filters by
 * status and date, an order's detail with its transitions, payment events and deliveries, and the cancel
 * and refund actions, which go through the order's payment provider before the order moves. None of it
 * depends on the host called: sign-in happens on one origin, where every site's orders must be reachable.
 */
export function orderAdminRoutes(
  database: Database,
  payments: PaymentProviders,
  sites: readonly Site[],
): Router {
  const orders = new OrderStore(database)
  const events = new PaymentEventStore(database)
  const router = Router()

  /** The order, when it belongs to a site the user may see; another site's order is as absent as none. */
  async function orderOf(visible: readonly Site[], number: string): Promise<Order> {
    const order = isOrderNumber(number) ? await orders.byNumber(number) : null
    if (!order || !visible.some((site) => site.key === order.site)) throw notFound(`No order ${number}`)
    return order
  }

  router.get('/', async (req, res) => {
    const visible = adminSites(req, sites)
    const query = new BodyFields(req.query)
    const site = query.string('site', { max: 100 })
    const siteProblem = siteFilterProblem(visible, site)
    if (siteProblem) query.problem('site', siteProblem)
    const status = query.string('status', { max: 200, pattern: /^[a-z_,]+$/ })
    const from = query.string('from', { pattern: DATE, message: 'must be a date (YYYY-MM-DD)' })
    const to = query.string('to', { pattern: DATE, message: 'must be a date (YYYY-MM-DD)' })
    const page = query.number('page', { min: 1, max: 100_000 }) ?? 1
    const items = query.number('items', { min: 1, max: 100 }) ?? 25
    const statuses = status?.split(',').filter(Boolean)
    const unknown = statuses?.filter((s) => !(ORDER_STATUSES as readonly string[]).includes(s)) ?? []
    if (unknown.length)
      query.problems.push({ field: 'status', message: `unknown status ${unknown.join(', ')}` })
    query.done()
    const { orders: list, total } = await orders.list({
      sites: site ? [site] : visible.map((s) => s.key),
      ...(statuses ? { statuses } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      page: Math.floor(page),
      items: Math.floor(items),
    })
    res.set('Cache-Control', 'no-store').json({
      data: {
        data: list,
        meta: {
          total,
          page,
          items,
          pages: Math.ceil(total / items),
          // The screen's site filter: the sites this user may see, and the one chosen ("" for all).
          site: site ?? '',
          sites: siteChoices(visible),
        },
      },
    })
  })

  router.get('/:number', async (req, res) => {
    const order = await orderOf(adminSites(req, sites), String(req.params.number))
    const [transitions, paymentEvents, deliveries] = await Promise.all([
      orders.transitions(order.id),
      events.forOrder(order.id),
      orders.deliveries(order.id),
    ])
    res
      .set('Cache-Control', 'no-store')
      .json({ data: { data: { ...order, transitions, payment_events: paymentEvents, deliveries } } })
  })

  router.post('/:number/:action', json, async (req, res) => {
    const action = String(req.params.action)
    if (action !== 'cancel' && action !== 'refund') throw notFound('No such order action')
    const body = new BodyFields(req.body ?? {})
    const reason = body.string('reason', { max: 500 })
    body.done()
    const order = await orderOf(adminSites(req, sites), String(req.params.number))
    const user = (req.user as { name?: string } | undefined)?.name ?? 'editor'
    const moved = await endOrder(orders, payments, order, action, {
      actor: user,
      reason: `${action === 'refund' ? 'refunded' : 'cancelled'} in the admin${reason ? `: ${reason}` : ''}`,
    })
    res.set('Cache-Control', 'no-store').json({ data: { data: moved } })
  })

  return router
}
