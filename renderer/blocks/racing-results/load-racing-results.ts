import { parseRacingResults } from '../../../engine/block-data/parse-racing-results.js'
import type { RacingResults } from '../../../engine/block-data/racing-results.js'
import type { LoaderContext } from '../../loader-context.js'

/**
 * The racing results' loader: the JSON of the chosen results file (decision 041), checked. Any failure
 * rejects, so the block shows the content-block error with "Try again" and the page is not kept.
 */
export async function loadRacingResults(
  url: string | undefined,
  context: LoaderContext,
): Promise<RacingResults> {
  if (!context.fetchData) throw new Error('[racing-results] the page was rendered without block data')
  if (!url) throw new Error('[racing-results] the block has no results file')
  const results = parseRacingResults(await context.fetchData(url))
  if (!results) throw new Error(`[racing-results] ${url} does not answer racing results`)
  return results
}
