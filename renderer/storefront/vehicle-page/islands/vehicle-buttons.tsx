import type { StockButton } from '../../../../engine/storefront/stock-button.js'
import { useHeldByOther } from '../../stock-list/use-held-by-other.js'
import { VehicleButtons } from '../VehicleButtons.js'

export interface VehicleButtonsIslandProps {
  buttons: StockButton[]
  vehicle: { id: string; list: string }
  localePrefix: string
  /** What the page says in place of the reserve button while another shopper holds the vehicle. */
  heldNote: string
}

/**
 * The vehicle page's buttons (island "storefront:vehicle-page/vehicle-buttons"): while another shopper holds
 * the vehicle, its reserve buttons give way to a note saying so; enquiries and test drives stay (decision 064).
 */
export default function VehicleButtonsIsland({
  buttons,
  vehicle,
  localePrefix,
  heldNote,
}: VehicleButtonsIslandProps) {
  const held = useHeldByOther(vehicle.id)
  const shown = held ? buttons.filter((b) => b.target_action !== 'reserve') : buttons
  return (
    <>
      {held ? (
        <p className="vehicle-page__held" role="status">
          {heldNote}
        </p>
      ) : null}
      <VehicleButtons buttons={shown} vehicle={vehicle} localePrefix={localePrefix} />
    </>
  )
}
