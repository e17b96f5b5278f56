import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import { liqPayCallbackFromParams } from './liqpay-callback-from-params.js'
import type { LiqPayCallback, LiqPayCheckoutParams, LiqPayPayments } from './liqpay-payments.js'
import type { LiqPayProtocol } from './liqpay-protocol.js'
import { PaymentProviderError } from './payment-provider-error.js'

export interface LiqPayCheckoutPaymentsOptions {
  protocol: LiqPayProtocol
  outbound: OutboundHttp
  /** LiqPay's hosts; tests point the server API at a local server that answers as LiqPay. */
  checkoutUrl?: string
  apiUrl?: string
}

/**
 * LiqPayPayments on LiqPay's documented protocol: the browser posts the signed pair to LiqPay's checkout,
 * LiqPay calls `server_url` back with a signed pair, and refunds are the server API's `refund` action, posted
 * through the project's one outbound client.
 */
export class LiqPayCheckoutPayments implements LiqPayPayments {
  readonly vendor = 'LIQPAY'
  readonly checkoutUrl: string
  private readonly apiUrl: string

  constructor(private readonly options: LiqPayCheckoutPaymentsOptions) {
    this.checkoutUrl = options.checkoutUrl ?? 'https://www.liqpay.ua/api/3/checkout'
    this.apiUrl = options.apiUrl ?? 'https://www.liqpay.ua/api/request'
  }

  checkoutData(params: LiqPayCheckoutParams) {
    const pair = this.options.protocol.checkout(params)
    return { ...pair, checkout_url: this.checkoutUrl }
  }

  verifyCallback(data: string, signature: string): LiqPayCallback {
    return liqPayCallbackFromParams(this.options.protocol.decode(data, signature))
  }

  async refund(orderId: string, amount: number): Promise<{ status: string }> {
    const { data, signature } = this.options.protocol.encode({
      version: 3,
      public_key: this.options.protocol.publicKey,
      action: 'refund',
      order_id: orderId,
      amount,
    })
    const answer = await this.options.outbound.request(this.apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data, signature }).toString(),
    })
    let body: { result?: string; status?: string; err_code?: string; err_description?: string }
    try {
      body = JSON.parse(answer.body.toString('utf8')) as typeof body
    } catch (error) {
      throw new Error(`[payments] liqpay: the refund answer (${answer.status}) is not JSON`, { cause: error })
    }
    if (body.result !== 'ok' || !body.status)
      throw new PaymentProviderError(
        'LIQPAY',
        body.err_code ?? body.status ?? 'error',
        body.err_description ?? 'LiqPay refused the refund',
        answer.status >= 400 ? answer.status : 400,
      )
    return { status: body.status }
  }
}
