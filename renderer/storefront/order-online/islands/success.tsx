import { useEffect, useState } from 'react'
import { checkoutEvent } from '../../../../engine/orders/checkout-events.js'
import type { JourneyPaths } from '../../../../engine/orders/journey-types.js'
import { pushDataLayer } from '../../../html/push-data-layer.js'
import { buyOnline } from '../buy-online-client.js'
import {
  clearJourneyData,
  clearReservation,
  clearSoftLock,
  readJourneyData,
  readReservation,
} from '../journey-storage.js'
import { orderOnlineLabels } from '../order-online-labels.js'

export interface SuccessProps {
  locale: string
  heading: string | null
  paragraph: string | null
  paths: JourneyPaths
}

interface ConfirmedOrder {
  order_number: string
  status: string
  payment_status: string
  vehicle_id: string
}

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'waiting' }
  | { kind: 'confirmed'; order: ConfirmedOrder }
  | { kind: 'review' }
  | { kind: 'failed' }
  | { kind: 'error'; message: string }

/** How long the success step waits for a provider's webhook before it says the payment is still pending. */
const CONFIRM_TRIES = 15
const CONFIRM_EVERY_MS = 2000

/**
 * The success step (000 §2 success page: reservation confirmation, error and failure pages; island
 * "storefront:order-online/success"): back from the payment page with `?order=`, it confirms the order
 * (001 §3 confirm payload), retrying while the provider's webhook is on its way; then it clears the
 * journey's browser storage and links to the confirmation page. A refused or cancelled payment offers the
 * checkout again (the rebooking page).
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
      if (answer.ok) {
        clearJourneyData()
        clearReservation()
        clearSoftLock(answer.data.vehicle_id)
        pushDataLayer(
          checkoutEvent('checkout_order_confirmation', null, { order_number: answer.data.order_number }),
        )
        return setOutcome({ kind: 'confirmed', order: answer.data })
      }
      const code = answer.problem.code
      if (code === 'order_in_review') return setOutcome({ kind: 'review' })
      if (code === 'payment_incomplete' && attempt < CONFIRM_TRIES) {
        if (attempt > 1) setOutcome({ kind: 'waiting' })
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_EVERY_MS))
        return confirm(attempt + 1)
      }
      if (code === 'payment_incomplete') return setOutcome({ kind: 'waiting' })
      if (code === 'payment_failed' || code === 'impossible_transition') return setOutcome({ kind: 'failed' })
      setOutcome({ kind: 'error', message: answer.problem.message || labels.error })
    }
    void confirm(1)
    return () => {
      cancelled = true
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
          : outcome.kind === 'failed'
            ? labels.paymentFailed
            : outcome.message
  return (
    <section
      className="order-card order-notice"
      role={outcome.kind === 'confirming' || outcome.kind === 'waiting' ? 'status' : 'alert'}
    >
      <p>{text}</p>
      {outcome.kind === 'failed' ? (
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
