import type { LiqPayCallback } from './liqpay-payments.js'
import { PaymentSignatureError } from './payment-signature-error.js'

/** A verified LiqPay callback's parameters as the order routes read them (both implementations). */
export function liqPayCallbackFromParams(params: Record<string, unknown>): LiqPayCallback {
  const { order_id, status, amount, currency, payment_id } = params
  if (typeof order_id !== 'string' || typeof status !== 'string')
    throw new PaymentSignatureError('the LiqPay callback has no order_id or status')
  return {
    order_id,
    status,
    amount: Number(amount),
    currency: String(currency ?? ''),
    payment_id: payment_id === undefined || payment_id === null ? '' : String(payment_id),
  }
}
