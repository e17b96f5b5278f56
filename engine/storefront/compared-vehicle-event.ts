import type { VehicleAnalytics } from './vehicle-analytics.js'

/**
 * A vehicle added to or taken off the compare list from a stock list's card, pushed to the data layer. 000
 * names no compare event: it belongs to the listing page's category (000 §1 "PLP"), named like the saved
 * vehicles' events (savedVehicleEvent).
 */
export function comparedVehicleEvent(
  vehicle: VehicleAnalytics,
  action: 'add' | 'remove',
): Record<string, unknown> {
  return {
    event: action === 'add' ? 'compare_vehicle_add' : 'compare_vehicle_remove',
    event_category: 'PLP',
    page_kind: 'plp',
    vehicle,
  }
}
