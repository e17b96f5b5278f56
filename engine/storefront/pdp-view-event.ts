import type { VehicleAnalytics } from './vehicle-analytics.js'

/** The detail page (PDP) view pushed to the data layer (000 §1 event category PDP, §2 page kind pdp). */
export function pdpViewEvent(vehicle: VehicleAnalytics): Record<string, unknown> {
  return { event: 'pdp_view', event_category: 'PDP', page_kind: 'pdp', vehicle }
}
