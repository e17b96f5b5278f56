import { toListingParams } from '../stock/listing-params.js'
import { RANGE_FILTERS, VALUE_FILTERS } from '../stock/stock-types.js'
import type { LocatorState } from './locator-state.js'
import { postcodeQuery } from './postcode-query.js'
import { valueFilterParam } from './value-filter-param.js'

const sameValues = (a: readonly string[] = [], b: readonly string[] = []): boolean =>
  a.length === b.length && a.every((value) => b.includes(value))

/** A usable range bound: a finite number of 0 or more (000 §2: a bound below 0 is ignored). */
const bound = (value: number | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

/**
 * The page query string of a stock locator state (000 §2): each filter is written only when it differs
 * from the block's default, with the stock API's parameter names (`nameplate_name_in=Defender`,
 * `mileage_lteq=20000`); a range bound below 0 is left out; sort and page likewise; then the postcode
 * search (`_postcode`...). A default filter the shopper cleared is written empty (`state_in=`), so the
 * cleared state survives a reload.
 */
export function writeLocatorQuery(state: LocatorState, defaults: LocatorState): URLSearchParams {
  const params = new URLSearchParams()
  for (const filter of VALUE_FILTERS) {
    const values = state.filters.values[filter] ?? []
    const initial = defaults.filters.values[filter] ?? []
    if (sameValues(values, initial)) continue
    if (values.length === 0) params.append(valueFilterParam(filter), '')
    else
      for (const [key, value] of toListingParams({ filters: { values: { [filter]: values }, ranges: {} } }))
        params.append(key, value)
  }
  const group = state.filters.model_group ?? ''
  if (group !== (defaults.filters.model_group ?? '')) params.set('nameplate_model_group_eq', group)
  for (const range of RANGE_FILTERS) {
    const current = state.filters.ranges[range] ?? {}
    const initial = defaults.filters.ranges[range] ?? {}
    const min = bound(current.min)
    const max = bound(current.max)
    if (min === bound(initial.min) && max === bound(initial.max)) continue
    const written = toListingParams({ filters: { values: {}, ranges: { [range]: { min, max } } } })
    for (const [key, value] of written) params.set(key, value)
  }
  if (state.sort !== defaults.sort) params.set('sort', state.sort)
  if (state.page !== defaults.page && state.page >= 1) params.set('page', String(state.page))
  for (const [key, value] of new URLSearchParams(postcodeQuery(state.postcode))) params.set(key, value)
  return params
}
