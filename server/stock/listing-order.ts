import { VEHICLE_STATUSES, type SortOption } from '../../engine/stock/stock-types.js'

const STATUS_ORDER = `array_position(ARRAY[${VEHICLE_STATUSES.map((s) => `'${s}'`).join(', ')}], status)`

/** ORDER BY of each sort option (000 §9); the id breaks ties so pages never overlap. */
export const LISTING_ORDER: Record<SortOption, string> = {
  productionYearAsc: 'production_year ASC, id ASC',
  productionYearDesc: 'production_year DESC, id DESC',
  createdAtAsc: 'created_at ASC, id ASC',
  createdAtDesc: 'created_at DESC, id DESC',
  mileageAsc: 'mileage ASC, id ASC',
  mileageDesc: 'mileage DESC, id DESC',
  priceAsc: 'display_price ASC NULLS LAST, id ASC',
  priceDesc: 'display_price DESC NULLS LAST, id DESC',
  status: `${STATUS_ORDER} ASC, created_at DESC, id DESC`,
}
