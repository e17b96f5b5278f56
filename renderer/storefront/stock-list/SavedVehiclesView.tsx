import { useEffect, useState } from 'react'
import { lightVehicle } from '../../../engine/stock-locator/light-vehicle.js'
import type { SavedVehicle } from '../../../engine/storefront/saved-vehicle.js'
import type { Vehicle, VehicleLight } from '../../../engine/stock/stock-types.js'
import { pruneSavedVehicles } from '../saved-vehicles/saved-vehicles-store.js'
import type { StockListData } from './stock-list-data.js'
import { useStockListLabels } from './use-stock-list-labels.js'
import { VehicleCard } from './VehicleCard.js'

/**
 * The saved-vehicles view (000 §6 display_selected_vehicles): the vehicles in `sl_product_page_data`,
 * fetched one by one from the stock API; a vehicle answering 404 is gone and leaves the saved list.
 */
export function SavedVehiclesView({
  saved,
  data,
  onToggleSave,
}: {
  saved: readonly SavedVehicle[]
  data: StockListData
  onToggleSave: (vehicle: VehicleLight) => void
}) {
  const L = useStockListLabels()
  const [vehicles, setVehicles] = useState<Record<string, VehicleLight>>({})
  useEffect(() => {
    let stale = false
    let missing = false
    void Promise.all(
      saved
        .filter((entry) => !vehicles[entry.id])
        .map(async (entry) => {
          const res = await fetch(
            `/listing/${encodeURIComponent(entry.list)}/vehicle/${encodeURIComponent(entry.id)}`,
            {
              headers: { accept: 'application/json' },
            },
          ).catch(() => null)
          if (res?.status === 404) missing = true
          if (!res?.ok) return null
          const body = (await res.json()) as Vehicle | { data: Vehicle }
          return lightVehicle('data' in body ? body.data : body)
        }),
    ).then((found) => {
      if (stale) return
      const add = found.filter((v): v is VehicleLight => v !== null)
      if (add.length)
        setVehicles((prev) => Object.fromEntries([...Object.entries(prev), ...add.map((v) => [v.id, v])]))
      if (missing) void pruneSavedVehicles()
    })
    return () => {
      stale = true
    }
    // Only a change of the saved list fetches again; vehicles already here are kept.
  }, [saved])
  const shown = saved.map((entry) => vehicles[entry.id]).filter((v): v is VehicleLight => !!v)
  if (!saved.length) return <p className="saved-view__empty">{L.noSaved}</p>
  return (
    <ul className="stock-list__cards">
      {shown.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            priceSettings={data.priceSettings}
            attributeKeys={data.cardAttributes}
            omitBrand={data.omitBrand}
            saved
            onToggleSave={onToggleSave}
          />
        </li>
      ))}
    </ul>
  )
}
