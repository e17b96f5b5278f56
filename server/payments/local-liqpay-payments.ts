import { randomInt } from 'node:crypto'
import { vendorTakesCurrency } from '../../engine/orders/vendor-currencies.js'
import { liqPayCallbackFromParams } from './liqpay-callback-from-params.js'
import type { LiqPayCallback, LiqPayCheckoutParams, LiqPayPayments } from './liqpay-payments.js'
import type { LiqPayProtocol } from './liqpay-protocol.js'
import type { LocalPaymentStore, PaymentWebhookDelivery } from './local-payment-store.js'
import { PaymentProviderError } from './payment-provider-error.js'

interface StoredLiqPayment {
  params: Record<string, unknown>
  payment_id: number
}

const VENDOR = 'LIQPAY'

/**
 * LiqPayPayments on this machine: the same signed pairs as LiqPay (liqpay-protocol.ts, local keys), a
 * checkout at the development payment page, payments kept in local_payments by order_id, and LiqPay's server
 * callback (form-encoded `data` and `signature`) POSTed to `server_url` as a payment_webhook job. A paid
 * payment answers `success`: the data never asks for `sandbox=1`, which is what makes LiqPay answer `sandbox`.
 */
export class LocalLiqPayPayments implements LiqPayPayments {
  readonly vendor = 'LIQPAY'
  readonly checkoutUrl: string

  constructor(
    private readonly options: { protocol: LiqPayProtocol; store: LocalPaymentStore; pagePath: string },
  ) {
    this.checkoutUrl = `${options.pagePath}/checkout`
  }

  checkoutData(params: LiqPayCheckoutParams) {
    const pair = this.options.protocol.checkout(params)
    return { ...pair, checkout_url: this.checkoutUrl }
  }

  /** The checkout's parameters, verified (the development page shows them before the shopper pays). */
  checkout(data: string, signature: string): Record<string, unknown> {
    const params = this.options.protocol.decode(data, signature)
    if (params.action !== 'pay' || params.public_key !== this.options.protocol.publicKey)
      throw new PaymentProviderError(VENDOR, 'invalid_data', 'not a pay request for this public key')
    // LiqPay's checkout refuses other currencies before the shopper sees a card form.
    if (!vendorTakesCurrency(VENDOR, String(params.currency)))
      throw new PaymentProviderError(
        VENDOR,
        'invalid_currency',
        `currency ${String(params.currency)} is not taken`,
      )
    return params
  }

  /**
   * The shopper pays (`success`) or the payment fails (`failure`) on the development checkout: recorded once
   * per order_id, and LiqPay's signed callback is queued for `server_url`. Answers the callback.
   */
  async pay(data: string, signature: string, outcome: 'success' | 'failure'): Promise<LiqPayCallback> {
    const params = this.checkout(data, signature)
    const orderId = String(params.order_id ?? '')
    if (!orderId) throw new PaymentProviderError(VENDOR, 'invalid_data', 'order_id is missing')
    const created = await this.options.store.create<StoredLiqPayment>(VENDOR, orderId, 'created', {
      params,
      payment_id: randomInt(1_000_000_000, 2_000_000_000),
    })
    const callback = this.callback(created.data, outcome)
    const moved = await this.options.store.transition<StoredLiqPayment>(
      VENDOR,
      orderId,
      ['created', 'failure'],
      { status: outcome, data: created.data },
      [callback.delivery],
    )
    if (!moved)
      throw new PaymentProviderError(VENDOR, 'order_id_duplicate', `Order ${orderId} has already been paid`)
    return callback.params
  }

  verifyCallback(data: string, signature: string): LiqPayCallback {
    return liqPayCallbackFromParams(this.options.protocol.decode(data, signature))
  }

  async refund(orderId: string, amount: number): Promise<{ status: string }> {
    const stored = await this.options.store.find<StoredLiqPayment>(VENDOR, orderId)
    if (!stored || stored.status === 'created')
      throw new PaymentProviderError(VENDOR, 'payment_not_found', 'Payment not found', 404)
    if (stored.status !== 'success')
      throw new PaymentProviderError(VENDOR, 'payment_err_status', `Payment status is ${stored.status}`)
    if (!(amount > 0) || amount > Number(stored.data.params.amount))
      throw new PaymentProviderError(VENDOR, 'invalid_amount', 'The refund exceeds the payment')
    const callback = this.callback(stored.data, 'reversed')
    const moved = await this.options.store.transition(
      VENDOR,
      orderId,
      ['success'],
      {
        status: 'reversed',
        data: stored.data,
      },
      [callback.delivery],
    )
    if (!moved) throw new PaymentProviderError(VENDOR, 'payment_err_status', 'Payment status is reversed')
    return { status: 'reversed' }
  }

  /** LiqPay's callback for a status change of the payment, signed, as a delivery to server_url. */
  private callback(
    stored: StoredLiqPayment,
    status: string,
  ): { params: LiqPayCallback; delivery: PaymentWebhookDelivery } {
    const { params } = stored
    const { data, signature } = this.options.protocol.encode({
      version: 3,
      public_key: this.options.protocol.publicKey,
      action: 'pay',
      payment_id: stored.payment_id,
      status,
      type: 'buy',
      paytype: 'card',
      amount: params.amount,
      currency: params.currency,
      description: params.description,
      order_id: params.order_id,
      transaction_id: stored.payment_id,
      end_date: Date.now(),
    })
    return {
      params: this.verifyCallback(data, signature),
      delivery: {
        url: String(params.server_url ?? ''),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data, signature }).toString(),
      },
    }
  }
}
