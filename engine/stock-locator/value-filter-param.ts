import { toListingParams } from '../stock/listing-params.js'
import type { ValueFilter } from '../stock/stock-types.js'

/** The query parameter of a value filter, as the stock API names it (000 §7): `models` → `nameplate_name_in`. */
export function valueFilterParam(filter: ValueFilter): string {
  // Asked of the one mapping (engine/stock/listing-params.ts) rather than copied, so the two never drift.
  const params = toListingParams({ filters: { values: { [filter]: ['1'] }, ranges: {} } })
  const [first] = params
  const key = first?.[0]
  if (!key) throw new Error(`[engine] no query parameter for the filter ${filter}`)
  return key
}
