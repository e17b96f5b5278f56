import type { Dealer } from '../../../engine/stock/stock-types.js'
import type { LoaderContext } from '../../loader-context.js'

/** What a retailer schema block's loader answers: the retailer its dealer code names, and the origin. */
export interface RetailerSchemaData {
  dealer: Dealer | null
  origin: string
}

/** The retailer a schema block's `dealer_code` names (null without one, or when no retailer has it). */
export async function loadRetailerSchema(
  block: { dealer_code?: string },
  context: LoaderContext,
): Promise<RetailerSchemaData> {
  const code = block.dealer_code?.trim()
  const origin = context.origin ?? ''
  if (!code || !context.stock) return { dealer: null, origin }
  const page = await context.stock.dealers({ dealerCodes: [code], items: 1 })
  return { dealer: page.data[0] ?? null, origin }
}
