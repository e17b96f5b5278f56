import type { RangeData } from '../../../engine/block-data/range-data.js'
import { parseRangeData } from '../../../engine/block-data/parse-range-data.js'
import type { LoaderContext } from '../../loader-context.js'

/**
 * The range calculator's loader: the JSON at its data_url (decision 041), checked. Any failure (no answer, not
 * range data) rejects, so the block shows the content-block error with "Try again" and the page is not kept.
 */
export async function loadRangeData(dataUrl: string | undefined, context: LoaderContext): Promise<RangeData> {
  if (!context.fetchData) throw new Error('[range-calculator] the page was rendered without block data')
  if (!dataUrl) throw new Error('[range-calculator] the block has no data_url')
  const data = parseRangeData(await context.fetchData(dataUrl))
  if (!data) throw new Error(`[range-calculator] ${dataUrl} does not answer range calculator data`)
  return data
}
