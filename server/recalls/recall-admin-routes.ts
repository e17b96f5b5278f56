import { Router } from 'express'
import type { Database } from '../db/database.js'
import { sendData } from '../forms/send-data.js'
import { notFound } from '../http/http-error.js'
import { jsonBody } from '../http/json-body.js'
import { audit } from '../ops/audit.js'
import { BodyFields } from '../orders/body-fields.js'
import { recallInput } from './recall-input.js'
import { RecallStore } from './recall-store.js'
import { vinField } from './vin-field.js'

/** The most VINs one import may carry (a campaign's list is pasted in parts beyond that). */
const IMPORT_MAX = 5000

/**
 * The recall table in /admin (mounted at /admin/api/recalls, behind the editor guard and the csrf-token
 * check; decision 041): `GET /?q=&page=&items=` (newest first, `q` a VIN start or part of a campaign),
 * `POST /` one VIN, `POST /import` `{ vins: [...], campaign, note }` many at once (those already there are
 * kept and counted), `PUT /:id`, `DELETE /:id`. Bad input is a 422 naming each field; a VIN already on the
 * table is a 409.
 */
export function recallAdminRoutes(database: Database): Router {
  const recalls = new RecallStore(database)
  const router = Router()
  const json = jsonBody({ limit: '256kb' })

  router.get('/', async (req, res) => {
    const query = new BodyFields(req.query)
    const search = query.string('q', { max: 100 }) ?? ''
    const page = query.number('page', { min: 1, max: 100_000 }) ?? 1
    const items = query.number('items', { min: 1, max: 100 }) ?? 25
    query.done('The list query is not valid')
    const { rows, total } = await recalls.list({ search, page: Math.floor(page), items: Math.floor(items) })
    sendData(res, rows, 200, { total, page, items, pages: Math.ceil(total / items) })
  })

  router.post('/', json, async (req, res) => {
    const row = await recalls.add(recallInput(req.body))
    audit(req, 'recall.create', row.id, { vin: row.vin })
    sendData(res, row, 201)
  })

  router.post('/import', json, async (req, res) => {
    const fields = new BodyFields(req.body)
    const given = (req.body as { vins?: unknown } | undefined)?.vins
    const items = Array.isArray(given) ? given : []
    if (items.length === 0 || items.length > IMPORT_MAX)
      fields.problem('vins', `must be a list of 1 to ${IMPORT_MAX} VINs`)
    // Each VIN is read like the one of POST /, its problems named vins.N.
    const each = new BodyFields(
      Object.fromEntries(items.map((v, i) => [String(i), v])),
      'vins.',
      fields.problems,
    )
    const vins = items.slice(0, IMPORT_MAX).map((_, i) => vinField(each, String(i)))
    const campaign = fields.string('campaign', { max: 200 }) ?? ''
    const note = fields.string('note', { max: 2000 }) ?? ''
    fields.done('Some VINs are not valid: nothing was imported')
    const unique = [...new Set(vins as string[])]
    const { added } = await recalls.addMany(unique, campaign, note)
    audit(req, 'recall.import', campaign, { added, given: vins.length })
    sendData(res, { added, already: unique.length - added }, 201)
  })

  router.put('/:id', json, async (req, res) => {
    const id = String(req.params.id)
    const row = await recalls.update(id, recallInput(req.body))
    if (!row) throw notFound(`No recall ${id}`)
    audit(req, 'recall.update', id, { vin: row.vin })
    sendData(res, row)
  })

  router.delete('/:id', async (req, res) => {
    const id = String(req.params.id)
    if (!(await recalls.remove(id))) throw notFound(`No recall ${id}`)
    audit(req, 'recall.delete', id)
    res.status(204).end()
  })

  return router
}
