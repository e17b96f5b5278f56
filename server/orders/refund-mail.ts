import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import { DEFAULT_PRICE_SETTINGS } from '../../engine/storefront/price-settings.js'
import { languageOf } from '../../engine/storefront/language-of.js'
import { orderSummaryLabels } from '../../renderer/storefront/order-online/order-summary-labels.js'
import { summaryMoney } from '../../renderer/storefront/order-online/summary-rows.js'
import { fill } from '../../renderer/html/fill.js'
import type { MailMessage } from '../providers/mailer.js'
import { escapeHtml } from '../ssr/escape-html.js'
import { mailTable } from './mail-table.js'
import type { OrderMailContext } from './order-mail.js'
import type { Order } from './order.js'

/**
 * The shopper's mail when their money goes back (queued once with the move that records it: OrderStore
 * .move), in the order's language, right to left in Arabic, linking to the confirmation page in that
 * language. It says why: a card authorisation released because the hold ended first (`hold_expired`, an
 * order cancelled with nothing charged), a payment refunded because it came after the vehicle was lost
 * (`vehicle_lost`), or a refund by the retailer.
 */
export function refundMail(order: Order, context: OrderMailContext): MailMessage {
  const arabic = languageOf(order.locale) === 'ar'
  const words = orderSummaryLabels(arabic ? 'ar' : 'en')
  const dir = arabic ? 'rtl' : 'ltr'
  const released = order.metadata.payment_returned === 'hold_expired' || order.status === 'cancelled'
  const intro = released
    ? words.releasedIntro
    : order.metadata.payment_returned === 'vehicle_lost'
      ? words.refundLost
      : words.refundIntro
  const amount = summaryMoney(
    Number(fromMinorUnits(order.amount_minor, order.currency)),
    order.currency,
    context.priceSettings ?? DEFAULT_PRICE_SETTINGS,
  )
  const { html, text } = mailTable(
    [
      [words.orderNumber, order.order_number],
      [words.vehicle, `${context.vehicleTitle} (${order.vehicle_id})`],
      [words.refundedAmount, amount],
    ],
    dir,
  )
  const customer = order.customer as Record<string, string | undefined>
  return {
    id: context.id,
    from: context.from,
    to: [customer.confirmation_email ?? customer.email ?? ''],
    subject: fill(released ? words.releasedSubject : words.refundSubject, { number: order.order_number }),
    text: `${intro}\n\n${text}\n\n${words.view}: ${context.confirmationUrl}\n`,
    html: `<div dir="${dir}" lang="${arabic ? 'ar' : 'en'}"><p>${escapeHtml(intro)}</p>${html}<p><a href="${escapeHtml(context.confirmationUrl)}">${escapeHtml(words.view)}</a></p></div>`,
  }
}
