import { useHeldByOther } from '../../stock-list/use-held-by-other.js'

export interface VehicleStatusProps {
  id: string
  /** The stock status in the page's language ("In stock"). */
  text: string
  /** "Being reserved" in the page's language. */
  heldText: string
}

/**
 * The vehicle page's status line (island "storefront:vehicle-page/vehicle-status"): the stock status, or
 * "Being reserved" while another shopper holds the vehicle (decision 064: asked by the browser, as the page
 * itself is cached).
 */
export default function VehicleStatus({ id, text, heldText }: VehicleStatusProps) {
  const held = useHeldByOther(id)
  return (
    <p className="vehicle-page__status" data-held={held ? '' : undefined}>
      {held ? heldText : text}
    </p>
  )
}
