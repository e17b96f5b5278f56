import { RANGE_FILTERS, VALUE_FILTERS, type FilterKey } from '../../../engine/stock/stock-types.js'

/**
 * The filters a stock locator block turns on (its 17 booleans, 002 §3), in the spec's order. A boolean the
 * stored block leaves out takes the template's default (`defaultOn`).
 */
export function filterKeys(
  attributes: Partial<Record<FilterKey, boolean>>,
  defaultOn: readonly FilterKey[],
): FilterKey[] {
  const order: readonly FilterKey[] = [
    'brands',
    'models',
    'financing_options',
    'states',
    'statuses',
    'msrp_price',
    'display_price',
    'mileage',
    'production_year',
    'model_year',
    'power',
    'engine_types',
    'transmissions',
    'colors',
    'specific_colors',
    'dealers',
    'number_of_seats',
  ]
  return order.filter(
    (key) =>
      (attributes[key] ?? defaultOn.includes(key)) &&
      ((VALUE_FILTERS as readonly string[]).includes(key) ||
        (RANGE_FILTERS as readonly string[]).includes(key)),
  )
}
