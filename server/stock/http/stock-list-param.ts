import { STOCK_LISTS, type StockList } from '../../../engine/stock/stock-types.js'
import { notFound } from '../../http/http-error.js'

/** The `{list}` of a stock path: new, approved or used; anything else is a 404 saying which exist. */
export function stockListParam(value: string): StockList {
  if ((STOCK_LISTS as readonly string[]).includes(value)) return value as StockList
  throw notFound(`Unknown stock list "${value.slice(0, 40)}": the lists are ${STOCK_LISTS.join(', ')}`)
}
