import type { StockList } from '../../../../engine/stock/stock-types.js'
import { savedVehicleEvent } from '../../../../engine/storefront/saved-vehicle-event.js'
import type { VehicleAnalytics } from '../../../../engine/storefront/vehicle-analytics.js'
import { toggleSaved } from '../../saved-vehicles/saved-vehicles-store.js'
import { useSavedVehicles } from '../../saved-vehicles/use-saved-vehicles.js'
import { financeFor } from '../finance-figures.js'

export interface SaveButtonProps {
  id: string
  list: StockList
  analytics: VehicleAnalytics
  labels: { save: string; saved: string }
}

/**
 * Save the vehicle (island "storefront:vehicle-page/save-button", 000 §3-4): toggles it in local storage
 * sl_product_page_data with the finance calculator's latest figures, and reports it to the data layer.
 */
export default function SaveButton({ id, list, analytics, labels }: SaveButtonProps) {
  const saved = useSavedVehicles().some((v) => v.id === id)
  const onClick = () => {
    const f = financeFor(id)
    const nowSaved = toggleSaved({
      id,
      list,
      ...(f
        ? {
            lease: {
              deposit_percent: f.deposit_percent,
              duration_years: f.duration_years,
              monthly_payment: f.monthly_payment,
            },
          }
        : {}),
    })
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(savedVehicleEvent(analytics, nowSaved ? 'add' : 'remove'))
  }
  return (
    <button
      type="button"
      className={`vehicle-toggle vehicle-toggle--save${saved ? ' is-on' : ''}`}
      aria-pressed={saved}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span>{saved ? labels.saved : labels.save}</span>
    </button>
  )
}
