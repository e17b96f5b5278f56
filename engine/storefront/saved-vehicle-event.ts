import type { VehicleAnalytics } from './vehicle-analytics.js'

/** A vehicle saved or removed, pushed to the data layer (000 §1: event category saved vehicles). */
export function savedVehicleEvent(
  vehicle: VehicleAnalytics,
  action: 'add' | 'remove',
): Record<string, unknown> {
  return {
    event: action === 'add' ? 'saved_vehicle_add' : 'saved_vehicle_remove',
    event_category: 'Saved vehicles',
    vehicle,
  }
}
