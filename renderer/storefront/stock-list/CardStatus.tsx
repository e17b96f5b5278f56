/** A vehicle card's status line: the stock status, or "held" ("Being reserved") while another shopper holds it. */
export function CardStatus({ status, text }: { status: string; text: string }) {
  return <span className={`vehicle-card__status vehicle-card__status--${status}`}>{text}</span>
}

/** What a card's status needs when it is rendered apart from the card (an island of a cached page). */
export interface CardStatusProps {
  id: string
  status: string
  text: string
  heldText: string
}
