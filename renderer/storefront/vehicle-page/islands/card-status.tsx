import { CardStatus, type CardStatusProps } from '../../stock-list/CardStatus.js'
import { useHeldByOther } from '../../stock-list/use-held-by-other.js'

/**
 * A similar vehicle's status on the vehicle page (island "storefront:vehicle-page/card-status"): the page's
 * cards are server HTML, so the one part that changes by the minute, "Being reserved" while another shopper
 * holds the vehicle (decision 064), hydrates on its own, as the page's own status line does.
 */
export default function CardStatusIsland({ id, status, text, heldText }: CardStatusProps) {
  const held = useHeldByOther(id)
  return <CardStatus status={held ? 'held' : status} text={held ? heldText : text} />
}
