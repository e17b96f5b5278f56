import { Router } from 'express'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import type { Database } from '../../db/database.js'
import { catalogueRoutes } from './catalogue-routes.js'
import { dealerRoutes } from './dealer-routes.js'
import { listingRoutes } from './listing-routes.js'
import { storefrontConfigRoutes } from './storefront-config-routes.js'

/**
 * The stock API and the stock side of the content API (000 §7), mounted at the root like the public API:
 * listings, dealers, company config, translations, trade-in options, configurator vehicles and models.
 */
export function stockApi(reader: StockReader, database: Database): Router {
  const router = Router()
  // The configurator call sits under /vehicles too: before the catalogue's /vehicles/:id routes.
  router.use(
    listingRoutes(reader),
    dealerRoutes(database),
    storefrontConfigRoutes(database),
    catalogueRoutes(database),
  )
  return router
}
