import { Router } from 'express'
import type { Database } from '../../db/database.js'
import { badRequest, notFound } from '../../http/http-error.js'
import type { Site } from '../../storage/site-store.js'
import { StorefrontReferenceStore, type CatalogueModel } from '../storefront-reference-store.js'
import { readParams } from './read-params.js'
import { requestParams } from './request-params.js'
import { STOCK_CACHE_CONTROL } from './stock-cache-control.js'

const MODEL_ID = /^[a-z0-9-]{1,64}$/

/**
 * The content API's model catalogue (000 §7): the site brand's nameplates, grouped by model group, those
 * with offers, and each model's specification (also as the compare call's list, the model first).
 */
export function catalogueRoutes(database: Database): Router {
  const router = Router()
  const reference = new StorefrontReferenceStore(database)
  const ofBrand = (brand: string) => reference.modelsOfBrand(brand)
  const byId = async (id: string): Promise<CatalogueModel> => {
    if (!MODEL_ID.test(id)) throw badRequest('The model id is not valid')
    const row = await reference.model(id)
    if (!row) throw notFound(`No model ${id}`)
    return row
  }

  router.get('/vehicles', async (req, res) => {
    readParams(requestParams(req), {})
    const rows = await ofBrand((res.locals.site as Site).brand)
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({ data: rows.map((row) => row.data) })
  })

  router.get('/vehicles/grouped_nameplates', async (req, res) => {
    readParams(requestParams(req), {})
    const groups = new Map<string, unknown[]>()
    for (const row of await ofBrand((res.locals.site as Site).brand))
      groups.set(row.model_group, [...(groups.get(row.model_group) ?? []), row.data])
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({
      data: [...groups].map(([modelGroup, nameplates]) => ({ model_group: modelGroup, nameplates })),
    })
  })

  router.get('/vehicles/:id/specs', async (req, res) => {
    readParams(requestParams(req), {})
    const row = await byId(req.params.id as string)
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({ data: row.specs })
  })

  router.get('/offer_car_models', async (req, res) => {
    readParams(requestParams(req), {})
    const rows = await ofBrand((res.locals.site as Site).brand)
    res
      .set('Cache-Control', STOCK_CACHE_CONTROL)
      .json({ data: rows.map((row) => row.data).filter((data) => (data as { offer?: unknown }).offer) })
  })

  router.get('/compare/spec/:id', async (req, res) => {
    readParams(requestParams(req), {})
    const row = await byId(req.params.id as string)
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({ data: [row.data, ...row.specs] })
  })

  return router
}
