import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import { isOrderSummary } from '../../engine/orders/is-order-summary.js'
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../../engine/storefront/price-settings.js'
import type { MailMessage } from '../providers/mailer.js'
import { escapeHtml } from '../ssr/escape-html.js'
import type { Order } from './order.js'
import { languageOf } from '../../engine/storefront/language-of.js'
import { orderSummaryLabels } from '../../renderer/storefront/order-online/order-summary-labels.js'
import { summaryMoney, summaryRows } from '../../renderer/storefront/order-online/summary-rows.js'
import { mailTable } from './mail-table.js'

interface OrderMailWords {
  dir: 'ltr' | 'rtl'
  subject: (number: string) => string
  intro: string
  number: string
  vehicle: string
  amount: string
  free: string
  view: string
}

const EN: OrderMailWords = {
  dir: 'ltr',
  subject: (number) => `Your reservation ${number}`,
  intro: 'Thank you: your vehicle is reserved. Your retailer will contact you about the next steps.',
  number: 'Order number',
  vehicle: 'Vehicle',
  amount: 'Reservation fee',
  free: 'No payment',
  view: 'See your order',
}
const AR: OrderMailWords = {
  dir: 'rtl',
  subject: (number) => `حجزك ${number}`,
  intro: 'شكراً لك: تم حجز سيارتك. سيتواصل معك الوكيل بشأن الخطوات التالية.',
  number: 'رقم الطلب',
  vehicle: 'السيارة',
  amount: 'رسوم الحجز',
  free: 'بدون دفع',
  view: 'عرض طلبك',
}

export interface OrderMailContext {
  id: string
  from: string
  /** The dealer's address (the vehicle owner's, else the site's orders inbox). */
  dealer: string
  vehicleTitle: string
  /** Absolute URL of the confirmation page, in the order's language (`/ar/...` for Arabic). */
  confirmationUrl: string
  /** The site's price settings in the order's language; absent, amounts keep their ISO code. */
  priceSettings?: PriceSettings
}

/** Metadata the dealer's mail shows as rows of its own (the summary) or not at all (server-only keys). */
const NOT_LISTED = new Set([
  'summary',
  'payment_choice',
  'site_origin',
  'verification_id',
  'connected_account',
])

/**
 * The dealer's notification (English, with the shopper's contact details and choices) or the shopper's
 * confirmation (in the order's language, right to left in Arabic, linking to the confirmation page in that
 * language) of a confirmed order. Both list the order's summary as the server priced it (vehicle, price,
 * fee, how the shopper pays, trade-in, service plan, retailer). Everything the shopper typed is escaped.
 */
export function orderMail(
  kind: 'order_notification' | 'order_confirmation',
  order: Order,
  context: OrderMailContext,
): MailMessage {
  const shopper = kind === 'order_confirmation'
  const arabic = shopper && languageOf(order.locale) === 'ar'
  const words = arabic ? AR : EN
  const settings = context.priceSettings ?? DEFAULT_PRICE_SETTINGS
  const amount =
    order.amount_minor === 0
      ? words.free
      : summaryMoney(Number(fromMinorUnits(order.amount_minor, order.currency)), order.currency, settings)
  const customer = order.customer as Record<string, string | undefined>
  const summary = isOrderSummary(order.metadata.summary) ? order.metadata.summary : null
  const rows: [string, string][] = [
    [words.number, order.order_number],
    [words.vehicle, `${context.vehicleTitle} (${order.vehicle_id})`],
    [words.amount, amount],
  ]
  // Orders from before the summary (decision 066) have none: the rows above are all they can say.
  if (summary)
    for (const row of summaryRows(summary, orderSummaryLabels(arabic ? 'ar' : 'en'), settings))
      if (row.key !== 'vehicle' && row.key !== 'fee') rows.push([row.label, row.value])
  if (!shopper) {
    rows.push(
      ['Customer', `${customer.first_name ?? ''} ${customer.last_name ?? ''}`.trim()],
      ['Email', customer.confirmation_email ?? customer.email ?? ''],
      ['Phone (verified)', customer.phone_number ?? ''],
      [
        'Payment',
        `${order.vendor} ${order.payment_status}${order.payment_ref ? ` (${order.payment_ref})` : ''}`,
      ],
    )
    for (const [key, value] of Object.entries(order.metadata))
      if (NOT_LISTED.has(key)) continue
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        rows.push([key, String(value)])
      else if (value && typeof value === 'object') rows.push([key, JSON.stringify(value)])
  }
  const { html: table, text: lines } = mailTable(rows, words.dir)
  if (!shopper)
    return {
      id: context.id,
      from: context.from,
      to: [context.dealer],
      ...(customer.email ? { replyTo: customer.confirmation_email ?? customer.email } : {}),
      subject: `New online reservation ${order.order_number}`,
      text: `A vehicle was reserved online.\n\n${lines}\n\n${context.confirmationUrl}\n`,
      html: `<p>A vehicle was reserved online.</p>${table}`,
    }
  return {
    id: context.id,
    from: context.from,
    to: [customer.confirmation_email ?? customer.email ?? ''],
    subject: words.subject(order.order_number),
    text: `${words.intro}\n\n${lines}\n\n${words.view}: ${context.confirmationUrl}\n`,
    html: `<div dir="${words.dir}" lang="${arabic ? 'ar' : 'en'}"><p>${escapeHtml(words.intro)}</p>${table}<p><a href="${escapeHtml(context.confirmationUrl)}">${escapeHtml(words.view)}</a></p></div>`,
  }
}
