import type { OrderOnlineLabels } from './order-online-labels.js'
import type { CheckoutDraftView } from '../../../engine/orders/checkout-draft-view.js'

/**
 * What the shopper back at the checkout is told about their last payment (docs/decisions/063): cancelled or
 * left (Back from the card page, PayPal's cancel), refused, run out of time, or already through (then a link
 * to the reservation). Nothing when no payment was started.
 */
export function PaymentReturnNotice({
  draft,
  labels,
  successPath,
}: {
  draft: CheckoutDraftView | null | undefined
  labels: OrderOnlineLabels
  successPath: string
}) {
  const notice = draft?.payment_notice
  if (!notice) return null
  const text = {
    cancelled: labels.paymentCancelled,
    failed: labels.paymentRefused,
    expired: labels.holdEndedUnpaid,
    released: labels.authorisationReleased,
    reserved: labels.alreadyPaid,
  }[notice]
  return (
    <div
      className="order-card order-notice"
      role={notice === 'reserved' ? 'status' : 'alert'}
      data-notice={notice}
    >
      <p>{text}</p>
      {notice === 'reserved' && draft.order ? (
        <a
          className="button button--primary"
          href={`${successPath}?order=${encodeURIComponent(draft.order.order_number)}`}
        >
          {labels.viewReservation}
        </a>
      ) : null}
    </div>
  )
}
