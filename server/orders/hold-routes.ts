import { Router } from 'express'
import type { Database } from '../db/database.js'
import { HttpError } from '../http/http-error.js'
import { SoftLockStore } from './soft-lock-store.js'
import { HOLDER, VEHICLE_ID } from './order-http.js'

/** A page of cards (the stock list's largest is 48) and the vehicle page's own and similar vehicles. */
const MAX_IDS = 60

/**
 * GET /buy_online/holds?vehicle_ids=a,b,c: which of these vehicles a shopper holds right now, for the
 * "Being reserved" of the vehicle page and the stock cards (decision 064). Holds change by the second and
 * are nobody's to cache, so they are not part of any cached page or stock listing: the page's islands ask
 * this after they hydrate. Answers only ids, never who holds them. A `Hold-Holder` header (the browser's
 * holder token, kept out of URLs and their logs) leaves the asker's own holds out.
 */
export function holdRoutes(deps: { database: Database }): Router {
  const locks = new SoftLockStore(deps.database)
  const router = Router()

  router.get('/holds', async (req, res) => {
    const raw = typeof req.query.vehicle_ids === 'string' ? req.query.vehicle_ids : ''
    const ids = [...new Set(raw.split(',').filter(Boolean))]
    if (!ids.length || ids.length > MAX_IDS || !ids.every((id) => VEHICLE_ID.test(id)))
      throw new HttpError(400, 'validation_failed', 'Some fields need attention', [
        { field: 'vehicle_ids', message: `must be 1 to ${MAX_IDS} vehicle ids, separated by commas` },
      ])
    const holder = req.get('Hold-Holder')
    const held = await locks.heldAmong(ids, holder && HOLDER.test(holder) ? holder : undefined)
    res
      .set('Cache-Control', 'no-store')
      .type('application/json')
      .send(JSON.stringify({ data: { data: { held } } }))
  })

  return router
}
