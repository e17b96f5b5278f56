import { useEffect } from 'react'
import { pdpViewEvent } from '../../../../engine/storefront/pdp-view-event.js'
import type { VehicleAnalytics } from '../../../../engine/storefront/vehicle-analytics.js'

/** Pushes the vehicle detail page (PDP) event to the data layer (island "storefront:vehicle-page/pdp-analytics"). */
export default function PdpAnalytics({ vehicle }: { vehicle: VehicleAnalytics }) {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(pdpViewEvent(vehicle))
  }, [vehicle])
  return null
}
