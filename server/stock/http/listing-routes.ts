import { Router } from 'express'
import { parseListingParams } from '../../../engine/stock/listing-params.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { badRequest, notFound } from '../../http/http-error.js'
import { badParameters } from './bad-parameters.js'
import { readParams } from './read-params.js'
import { requestParams } from './request-params.js'
import { STOCK_CACHE_CONTROL } from './stock-cache-control.js'
import { stockListParam } from './stock-list-param.js'
import { VEHICLE_ID } from '../../../engine/stock/vehicle-id.js'

const BRAND = { pattern: /^[\p{L}\p{N} .'&-]+$/u, message: 'must be a brand name' }

/**
 * The stock API's listing endpoints (000 §7): a page of vehicles with total and facets (full or light),
 * one vehicle, and the dealers owning vehicles of a list. Every parameter is validated; a bad one is a 400
 * naming it, an unknown list a 404.
 */
export function listingRoutes(reader: StockReader): Router {
  const router = Router()

  router.get(['/listing/:list', '/listing/:list/light'], async (req, res) => {
    const list = stockListParam(req.params.list as string)
    const parsed = parseListingParams(requestParams(req))
    if (!parsed.ok) throw badParameters(parsed.errors)
    const light = req.path.endsWith('/light')
    const answer = light
      ? await reader.listingLight(list, parsed.value)
      : await reader.listing(list, parsed.value)
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json(answer)
  })

  // The detail endpoint may name several publication lists, comma-joined (000 §7).
  router.get('/listing/:lists/vehicle/:id', async (req, res) => {
    const lists = (req.params.lists as string).split(',').map(stockListParam)
    const id = req.params.id as string
    readParams(requestParams(req), {})
    if (!VEHICLE_ID.test(id)) throw badRequest('The vehicle id is not valid')
    const vehicle = await reader.vehicleById(id)
    if (!vehicle || !lists.includes(vehicle.list))
      throw notFound(`No vehicle ${id} in the ${lists.join(', ')} list`)
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({ data: vehicle })
  })

  router.get('/listing/:list/retailers', async (req, res) => {
    const list = stockListParam(req.params.list as string)
    const { 'q[brand_eq]': brand } = readParams(requestParams(req), { 'q[brand_eq]': BRAND })
    res
      .set('Cache-Control', STOCK_CACHE_CONTROL)
      .json({ data: await reader.listingDealers(list, brand?.[0]) })
  })

  return router
}
