import type { OrderSummary } from '../../../engine/orders/order-summary.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { OrderSummaryLabels } from './order-summary-labels.js'
import { summaryRows } from './summary-rows.js'

/**
 * What the shopper chose, as the server priced it (engine/orders/order-summary.ts): shown in the checkout
 * before paying and on the confirmation page. Amounts sit in <bdi> so "$500" stays whole in Arabic text.
 */
export function OrderSummaryView({
  summary,
  labels,
  priceSettings,
  headingId,
}: {
  summary: OrderSummary
  labels: OrderSummaryLabels
  priceSettings: PriceSettings
  headingId: string
}) {
  return (
    <section className="order-card order-summary" aria-labelledby={headingId} data-testid="order-summary">
      <h2 className="order-card__title" id={headingId}>
        {labels.title}
      </h2>
      <dl className="order-summary__list">
        {summaryRows(summary, labels, priceSettings).map((row) => (
          <div key={row.key} className="order-summary__row" data-summary={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.money ? <bdi>{row.value}</bdi> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
