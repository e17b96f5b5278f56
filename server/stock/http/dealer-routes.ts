import { Router } from 'express'
import { DEALER_SERVICES } from '../../../engine/dealers/dealer-services.js'
import { PLACE_NAME, POSTCODE } from '../../../engine/dealers/dealer-text-patterns.js'
import { readLatLng } from '../../../engine/dealers/read-dealer-locator-query.js'
import { AUSTRALIAN_STATES, DEALERS_PAGE_ITEMS } from '../../../engine/stock/stock-types.js'
import type { Database } from '../../db/database.js'
import { searchDealers } from '../search-dealers.js'
import { StorefrontReferenceStore } from '../storefront-reference-store.js'
import { badParameters } from './bad-parameters.js'
import { readParams } from './read-params.js'
import { requestParams } from './request-params.js'
import { STOCK_CACHE_CONTROL } from './stock-cache-control.js'

const TEXT = /^[\p{L}\p{N} .'&()-]+$/u
const BRAND = { pattern: TEXT, message: 'must be a brand name' }
const ITEMS_MESSAGE = `must be a whole number from 1 to ${DEALERS_PAGE_ITEMS}`
const NEAR_PARAMETERS = ['near', 'near_postcode', 'near_locality'] as const

/**
 * The dealers endpoints the storefront reads from stock_locator.endpoint_dealers and
 * stock_locator.fallback_dealers (000 §7): a searchable list of up to 50 per page, and the fallback dealers
 * shown when a postcode search finds none. Besides the spec's criteria, the retailer locators ask for a
 * market, a service and the nearest to a point, a postcode or a locality (decision 038).
 */
export function dealerRoutes(database: Database): Router {
  const router = Router()

  router.get('/dealers', async (req, res) => {
    const values = readParams(requestParams(req), {
      items: { pattern: /^[1-9]\d?$/, message: ITEMS_MESSAGE },
      page: { pattern: /^[1-9]\d{0,4}$/, message: 'must be a whole number from 1 to 99999' },
      'q[brand_eq]': BRAND,
      'q[state_eq]': {
        pattern: new RegExp(`^(${AUSTRALIAN_STATES.join('|')})$`),
        message: `must be one of ${AUSTRALIAN_STATES.join(', ')}`,
      },
      'q[postcode_eq]': { pattern: /^\d{4}$/, message: 'must be a four-digit postcode' },
      'q[locality_eq]': { pattern: TEXT, message: 'must be a locality name' },
      'q[market_eq]': { pattern: /^[a-z]{2}$/, message: 'must be a two-letter market code' },
      'q[services_includes]': {
        pattern: new RegExp(`^(${DEALER_SERVICES.join('|')})$`),
        message: `must be one of ${DEALER_SERVICES.join(', ')}`,
      },
      near: { pattern: /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, message: 'must be "latitude,longitude"' },
      near_postcode: { pattern: POSTCODE, message: 'must be a postcode' },
      near_locality: { pattern: PLACE_NAME, message: 'must be a locality name' },
      dealer_codes: { repeat: true, pattern: /^[A-Za-z0-9_-]+$/, message: 'must be dealer codes' },
    })
    const items = Number(values.items?.[0] ?? DEALERS_PAGE_ITEMS)
    if (items > DEALERS_PAGE_ITEMS) throw badParameters([{ parameter: 'items', message: ITEMS_MESSAGE }])
    const nearGiven = NEAR_PARAMETERS.filter((name) => values[name])
    if (nearGiven.length > 1)
      throw badParameters(
        nearGiven.map((parameter) => ({
          parameter,
          message: `cannot be given with ${nearGiven.filter((n) => n !== parameter).join(', ')}`,
        })),
      )
    const near = values.near ? readLatLng(values.near[0]) : undefined
    if (values.near && !near)
      throw badParameters([{ parameter: 'near', message: 'must be a latitude and a longitude in range' }])
    const answer = await searchDealers(database, {
      brand: values['q[brand_eq]']?.[0],
      state: values['q[state_eq]']?.[0],
      postcode: values['q[postcode_eq]']?.[0],
      locality: values['q[locality_eq]']?.[0],
      market: values['q[market_eq]']?.[0],
      service: values['q[services_includes]']?.[0],
      near,
      nearPostcode: values.near_postcode?.[0],
      nearLocality: values.near_locality?.[0],
      dealerCodes: values.dealer_codes,
      items,
      page: Number(values.page?.[0] ?? 1),
    })
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json(answer)
  })

  router.get('/dealers/fallback', async (req, res) => {
    const values = readParams(requestParams(req), { 'q[brand_eq]': BRAND })
    const brand = values['q[brand_eq]']?.[0] ?? null
    const dealers = await new StorefrontReferenceStore(database).fallbackDealers(brand)
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({ data: dealers })
  })

  return router
}
