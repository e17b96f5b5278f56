import { useEffect, useState } from 'react'
import type { JourneyPaths } from '../../../../engine/orders/journey-types.js'
import { buyOnline } from '../buy-online-client.js'
import {
  clearJourneyData,
  clearReservation,
  clearSoftLock,
  rememberOwnReservation,
  readJourneyData,
  readReservation,
} from '../journey-storage.js'
import { orderOnlineLabels } from '../order-online-labels.js'
import { orderSummaryLabels } from '../order-summary-labels.js'
import { OrderSummaryView } from '../OrderSummaryView.js'
import { isOrderSummary } from '../../../../engine/orders/is-order-summary.js'
import type { PriceSettings } from '../../../../engine/storefront/price-settings.js'
import { pushConversionOnce } from '../push-conversion-once.js'

export interface SuccessProps {
  locale: string
  heading: string | null
  paragraph: string | null
  paths: JourneyPaths
  priceSettings: PriceSettings
}

interface ConfirmedOrder {
  order_number: string
  status: string
  payment_status: string
  vehicle_id: string
  metadata?: { payment_returned?: string; summary?: unknown }
}

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'waiting' }
  | { kind: 'confirmed'; order: ConfirmedOrder }
  | { kind: 'review' }
  | { kind: 'released' }
  | { kind: 'refunded' }
  | { kind: 'expired' }
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  | { kind: 'error'; message: string }

/** How often the success step asks again while the provider's word is on its way. */
const CONFIRM_EVERY_MS = 2000
/** After this many quick tries it asks less often, for as long as the page is open. */
const QUICK_TRIES = 15
const SLOW_EVERY_MS = 10_000

/** What the order's real state tells the shopper (the confirm call answers it, whatever it is). */
function outcomeOf(order: ConfirmedOrder): Outcome {
  const returned = order.metadata?.payment_returned
  if (order.status === 'confirmed') return { kind: 'confirmed', order }
  if (returned === 'hold_expired') return { kind: 'released' }
  if (returned === 'vehicle_lost') return { kind: 'refunded' }
  if (order.status === 'manual_review') return { kind: 'review' }
  // An abandoned payment's order ended without any money moving (decision 063): said as such, not as a failure.
  if (order.status === 'expired') return { kind: 'expired' }
  if (order.status === 'cancelled' && ['pending', 'failed'].includes(order.payment_status))
    return { kind: 'cancelled' }
  if (['cancelled', 'expired', 'refunded'].includes(order.status) || order.payment_status === 'failed')
    return { kind: 'failed' }
  return { kind: 'waiting' }
}

/**
 * The success step (000 §2 success page: reservation confirmation, error and failure pages; island
 * "storefront:order-online/success"): back from the payment page with `?order=`, it confirms the order
 * (001 §3 confirm payload) and shows what the answer says the order really is: confirmed (then it clears
 * the journey's browser storage and links to the confirmation page), still waiting for the payment (it
 * asks again until that changes), or ended, and why. A refused or cancelled payment offers the checkout
 * again (the rebooking page).
 */
export default function Success(props: SuccessProps) {
  const labels = orderOnlineLabels(props.locale)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' })

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const number = query.get('order') ?? readReservation()?.orderNumber ?? null
    if (!number) return setOutcome({ kind: 'error', message: labels.noVehicle })
    if (query.get('redirect_status') === 'failed' || query.get('status') === 'failure')
      return setOutcome({ kind: 'failed' })
    const reservation = readReservation()
    const journey = readJourneyData()
    const paypalOrderId = query.get('token') ?? reservation?.paypalOrderId
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const confirm = async (attempt: number): Promise<void> => {
      const answer = await buyOnline<ConfirmedOrder>(
        'PUT',
        `/buy_online/orders/${encodeURIComponent(number)}/confirm`,
        {
          locale: props.locale,
          ...(reservation?.vendor === 'PAYPAL' && paypalOrderId ? { paypal_order_id: paypalOrderId } : {}),
          ...(journey ? { finance_option: journey.paymentOptionsData.type } : {}),
        },
      )
      if (cancelled) return
      if (!answer.ok) return setOutcome({ kind: 'error', message: answer.problem.message || labels.error })
      const next = outcomeOf(answer.data)
      if (next.kind === 'confirmed') {
        clearJourneyData()
        clearReservation()
        clearSoftLock(answer.data.vehicle_id)
        rememberOwnReservation({ vehicleId: answer.data.vehicle_id, orderNumber: answer.data.order_number })
        // Once per order: a reload or Back confirms again and pushes nothing (push-conversion-once.ts).
        pushConversionOnce(answer.data.order_number)
      }
      if (next.kind !== 'waiting') return setOutcome(next)
      if (attempt > 1) setOutcome(next)
      timer = setTimeout(
        () => void confirm(attempt + 1),
        attempt < QUICK_TRIES ? CONFIRM_EVERY_MS : SLOW_EVERY_MS,
      )
    }
    void confirm(1)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [props.locale, labels])

  if (outcome.kind === 'confirmed') {
    const confirmation = `${props.paths.confirmation}/${encodeURIComponent(outcome.order.order_number)}`
    return (
      <section className="order-card order-success" aria-labelledby="order-success-title">
        <h2 className="heading heading--m" id="order-success-title">
          {props.heading ?? labels.successTitle}
        </h2>
        {props.paragraph ? <p>{props.paragraph}</p> : null}
        <p className="order-figure">
          <span>{labels.orderNumber}</span> <strong dir="ltr">{outcome.order.order_number}</strong>
        </p>
        {isOrderSummary(outcome.order.metadata?.summary) ? (
          <OrderSummaryView
            summary={outcome.order.metadata.summary}
            labels={orderSummaryLabels(props.locale)}
            priceSettings={props.priceSettings}
            headingId="order-success-summary"
          />
        ) : null}
        <div className="order-actions">
          <a className="button button--primary" href={confirmation}>
            {labels.viewConfirmation}
          </a>
        </div>
      </section>
    )
  }
  const text =
    outcome.kind === 'confirming'
      ? labels.confirming
      : outcome.kind === 'waiting'
        ? labels.paymentPending
        : outcome.kind === 'review'
          ? labels.inReview
          : outcome.kind === 'released'
            ? labels.authorisationReleased
            : outcome.kind === 'refunded'
              ? labels.refundedLost
              : outcome.kind === 'expired'
                ? labels.orderExpired
                : outcome.kind === 'cancelled'
                  ? labels.orderCancelled
                  : outcome.kind === 'failed'
                    ? labels.paymentFailed
                    : outcome.message
  return (
    <section
      className="order-card order-notice"
      role={outcome.kind === 'confirming' || outcome.kind === 'waiting' ? 'status' : 'alert'}
    >
      <p>{text}</p>
      {['failed', 'released', 'expired', 'cancelled'].includes(outcome.kind) ? (
        <a className="button button--primary" href={props.paths.checkout}>
          {labels.tryAgain}
        </a>
      ) : null}
      {outcome.kind === 'error' ? (
        <a className="button button--secondary" href={props.paths.stock}>
          {labels.backToStock}
        </a>
      ) : null}
    </section>
  )
}
