import { useEffect, useId, useState } from 'react'
import type { OrderSummary } from '../../../engine/orders/order-summary.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { buyOnline } from './buy-online-client.js'
import { journeyOfCheckout, type OrderOnlineData } from './journey-storage.js'
import { orderChoicesBody } from './order-choices-body.js'
import { orderSummaryLabels } from './order-summary-labels.js'
import { OrderSummaryView } from './OrderSummaryView.js'

type State =
  { kind: 'loading' } | { kind: 'ready'; summary: OrderSummary } | { kind: 'failed'; messages: string[] }

/**
 * The order's summary before paying (issue 25 item 6): the journey's choices sent to the server, which
 * prices them from its own data (POST /buy_online/orders/summary) exactly as the order will keep them. A
 * choice the server refuses (a trade-in that is not valid, an option no longer offered) is said here, with
 * the way back to the details step.
 */
export function CheckoutSummary({
  locale,
  vehicleId,
  journey,
  configurator,
  configUrl,
  priceSettings,
  detailsHref,
}: {
  locale: string
  vehicleId: string
  journey: OrderOnlineData | null
  configurator: boolean
  /** The configurator journey's configuration, whose build `vehicleId` is (decision 070). */
  configUrl: string | null
  priceSettings: PriceSettings
  detailsHref: string
}) {
  const labels = orderSummaryLabels(locale)
  const headingId = useId()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const mine = journeyOfCheckout(journey, vehicleId, configUrl)

  useEffect(() => {
    let current = true
    const choices = orderChoicesBody(mine)
    void buyOnline<OrderSummary>('POST', '/buy_online/orders/summary', {
      order: {
        vehicle_id: vehicleId,
        locale,
        ...choices,
        ...(configurator && !('config_url' in choices) ? { configurator: true } : {}),
      },
    }).then((answer) => {
      if (!current) return
      if (answer.ok) return setState({ kind: 'ready', summary: answer.data })
      const details = Array.isArray(answer.problem.details)
        ? (answer.problem.details as { message?: unknown; field?: unknown }[])
        : []
      setState({
        kind: 'failed',
        messages: details
          .filter((d) => typeof d.field === 'string' && typeof d.message === 'string')
          .map((d) => `${String(d.field).replace(/^order\.(metadata\.)?/, '')} ${String(d.message)}`),
      })
    })
    return () => {
      current = false
    }
  }, [vehicleId, locale, configurator, mine])

  if (state.kind === 'ready')
    return (
      <OrderSummaryView
        summary={state.summary}
        labels={labels}
        priceSettings={priceSettings}
        headingId={headingId}
      />
    )
  if (state.kind === 'loading')
    return (
      <p className="order-card" role="status">
        {labels.loading}
      </p>
    )
  return (
    <div className="order-card order-notice" role="alert" data-testid="order-summary-failed">
      <p>{labels.failed}</p>
      {state.messages.length ? (
        <ul dir="ltr">
          {state.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      <a className="button button--secondary" href={detailsHref}>
        {labels.reviewChoices}
      </a>
    </div>
  )
}
