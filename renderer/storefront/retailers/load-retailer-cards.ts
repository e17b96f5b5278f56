import type { Dealer } from '../../../engine/stock/stock-types.js'
import type { LoaderContext } from '../../loader-context.js'

/** What the retailer cards block's loader answers. */
export interface RetailerCardsData {
  dealers: Dealer[]
}

/**
 * The retailers of a cards block from the dealers (the Dealers screen): those its dealer codes name, in
 * that order, or else its market's retailers of the site's brand by position, at most `limit`.
 */
export async function loadRetailerCards(
  block: { dealer_codes?: string; market?: string; limit?: number },
  context: LoaderContext,
): Promise<RetailerCardsData> {
  const stock = context.stock
  if (!stock) throw new Error('[retailers] the page was rendered without the stock')
  const limit = block.limit ?? 6
  const codes = (block.dealer_codes ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
  if (codes.length) {
    const page = await stock.dealers({
      dealerCodes: [...codes, ...codes.map((c) => c.toUpperCase())],
      items: 50,
    })
    const byCode = new Map(page.data.map((dealer) => [dealer.dealer_code.toLowerCase(), dealer]))
    return {
      dealers: codes.flatMap((code) => byCode.get(code.toLowerCase()) ?? []).slice(0, limit),
    }
  }
  const page = await stock.dealers({ brand: context.site.brand, market: block.market || 'au', items: limit })
  return { dealers: page.data }
}
