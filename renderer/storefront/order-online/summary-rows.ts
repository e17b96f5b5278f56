import type { OrderSummary } from '../../../engine/orders/order-summary.js'
import { reservationAmountText } from '../../../engine/orders/reservation-amount-text.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { fill } from '../../html/fill.js'
import type { OrderSummaryLabels } from './order-summary-labels.js'

/** One line of the summary: `money` marks values that hold an amount (kept whole in right-to-left text). */
export interface SummaryRow {
  key:
    | 'vehicle'
    | 'configuration'
    | 'features'
    | 'price'
    | 'fee'
    | 'finance'
    | 'trade_in'
    | 'service_plan'
    | 'retailer'
  label: string
  value: string
  money?: boolean
}

/**
 * An amount as the site prints prices when it is in the site's currency; in another currency it keeps its
 * ISO code, never the site's symbol (the one rule, engine/orders/reservation-amount-text.ts).
 */
export function summaryMoney(value: number, currency: string, settings: PriceSettings): string {
  return reservationAmountText(value.toFixed(2), currency, settings)
}

const grouped = (value: number) => value.toLocaleString('en-AU')

/**
 * The summary's lines in the reader's language, the same for the checkout's summary, the confirmation page
 * and the mails: vehicle (a build's configuration and optional features), price, fee, how the shopper pays (with the lease's or subscription's figures),
 * trade-in, service plan and retailer.
 */
export function summaryRows(
  summary: OrderSummary,
  labels: OrderSummaryLabels,
  settings: PriceSettings,
): SummaryRow[] {
  // An amount is one unit in the text around it: in Arabic, "3,232.12 $" would otherwise read "3,232.12$".
  const money = (value: number) => isolated(summaryMoney(value, summary.currency, settings))
  const rows: SummaryRow[] = [
    {
      key: 'vehicle',
      label: labels.vehicle,
      value: [summary.vehicle.title, summary.vehicle.subtitle].filter(Boolean).join(' · '),
    },
    ...buildRows(summary, labels, money),
    {
      key: 'price',
      label: labels.price,
      value: summary.vehicle.price ? money(summary.vehicle.price) : labels.priceOnRequest,
      money: Boolean(summary.vehicle.price),
    },
    {
      key: 'fee',
      label: labels.fee,
      value: summary.fee.free
        ? labels.freeReservation
        : summaryMoney(summary.fee.amount, summary.fee.currency, settings),
      money: !summary.fee.free,
    },
  ]
  const f = summary.finance
  if (f) {
    const parts = [labels[f.type]]
    if (f.type === 'cash' && f.total) parts.push(money(f.total))
    if (f.type !== 'cash' && f.monthly) parts.push(fill(labels.monthly, { amount: money(f.monthly) }))
    if (f.type === 'lease' && f.loan_tenure)
      parts.push(
        fill(labels.leaseFigures, {
          months: f.loan_tenure,
          deposit: f.deposit ? money(f.deposit) : '0',
          rate: f.interest_rate ?? 0,
        }),
      )
    if (f.type === 'subscription' && f.duration)
      parts.push(
        fill(labels.subscriptionFigures, { months: f.duration, km: grouped(f.monthly_mileage ?? 0) }),
      )
    rows.push({ key: 'finance', label: labels.finance, value: parts.join(' · ') })
  }
  const t = summary.trade_in
  rows.push({
    key: 'trade_in',
    label: labels.tradeIn,
    value: t
      ? fill(labels.tradeInFigures, {
          brand: t.brand,
          model: t.model,
          body: t.bodyType,
          fuel: t.fuelType,
          date: t.registrationDate,
          km: grouped(t.mileage),
        }) + (t.registration ? ` · ${t.registration}` : '')
      : labels.noTradeIn,
  })
  rows.push({
    key: 'service_plan',
    label: labels.servicePlan,
    value: summary.service_plan
      ? `${summary.service_plan.name} · ${money(summary.service_plan.price)}`
      : labels.none,
  })
  if (summary.retailer)
    rows.push({
      key: 'retailer',
      label: labels.retailer,
      value: [summary.retailer.name, summary.retailer.address].filter(Boolean).join(', '),
    })
  return rows
}

/**
 * A configurator's name (English, whatever the page's language) as one unit in the text around it (Unicode
 * first-strong isolate): in an Arabic line "HSE · Hakuba Silver" would otherwise be reordered word by word.
 */
const isolated = (text: string) => `\u2068${text}\u2069`

/** A build's lines (decision 070): its version and colours, and the optional features chosen. */
function buildRows(
  summary: OrderSummary,
  labels: OrderSummaryLabels,
  money: (value: number) => string,
): SummaryRow[] {
  const b = summary.build
  if (!b) return []
  const interior = b.interior && fill(labels.interior, { colour: isolated(b.interior) })
  const parts = [b.version, b.colour].filter(Boolean).map(isolated)
  return [
    {
      key: 'configuration',
      label: labels.configuration,
      value: [...parts, interior].filter(Boolean).join(' · ') || labels.none,
    },
    {
      key: 'features',
      label: labels.optionalFeatures,
      value: b.features.length
        ? b.features.map((f) => isolated(f.price ? `${f.name} (${money(f.price)})` : f.name)).join(' · ')
        : labels.none,
    },
  ]
}
