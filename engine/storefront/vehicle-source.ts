import type { StockList } from '../stock/stock-types.js'

/** Analytics source of a vehicle (000 §4, 002 §4): raw state new is NVL, approved is AVL; others have none. */
export function vehicleSource(state: StockList | string): 'NVL' | 'AVL' | null {
  if (state === 'new') return 'NVL'
  if (state === 'approved') return 'AVL'
  return null
}
