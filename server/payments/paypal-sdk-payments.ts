import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  type Order,
} from '@paypal/paypal-server-sdk'
import { PaymentProviderError } from './payment-provider-error.js'
import type { PayPalOrder, PayPalPayments } from './paypal-payments.js'

export interface PayPalSdkPaymentsOptions {
  clientId: string
  clientSecret: string
  environment: 'sandbox' | 'production'
  /** The project's outbound client as a fetch (server/http/outbound/outbound-fetch.ts). */
  fetch: typeof fetch
  timeoutMs?: number
}

/**
 * PayPalPayments on PayPal's Orders v2 through the official `@paypal/paypal-server-sdk`. The SDK sends with
 * axios; its `unstable_httpClientOptions` reach axios' own config, where the fetch adapter with our `fetch`
 * puts every call (the OAuth token's included) through the project's one outbound client (decision 024).
 * PayPal-Request-Id makes creation, capture and refund idempotent on PayPal's side.
 */
export class PayPalSdkPayments implements PayPalPayments {
  readonly vendor = 'PAYPAL'
  private readonly orders: OrdersController
  private readonly payments: PaymentsController

  constructor(options: PayPalSdkPaymentsOptions) {
    const client = new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: options.clientId,
        oAuthClientSecret: options.clientSecret,
      },
      environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
      timeout: options.timeoutMs ?? 20_000,
      unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: options.fetch } },
    })
    this.orders = new OrdersController(client)
    this.payments = new PaymentsController(client)
  }

  async createOrder(input: Parameters<PayPalPayments['createOrder']>[0]): Promise<PayPalOrder> {
    const { result } = await call(() =>
      this.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.reference,
              customId: input.reference,
              amount: { currencyCode: input.currencyCode, value: input.amountValue },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: input.returnUrl,
                cancelUrl: input.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
              },
            },
          },
        },
        paypalRequestId: input.requestId,
        prefer: 'return=representation',
      }),
    )
    return payPalOrder(result)
  }

  async getOrder(id: string): Promise<PayPalOrder> {
    return payPalOrder((await call(() => this.orders.getOrder({ id }))).result)
  }

  async captureOrder(id: string, requestId: string): Promise<PayPalOrder> {
    const { result } = await call(() =>
      this.orders.captureOrder({ id, paypalRequestId: requestId, prefer: 'return=representation' }),
    )
    return payPalOrder(result)
  }

  async refundCapture(captureId: string, requestId: string): Promise<{ id: string; status: string }> {
    const { result } = await call(() =>
      this.payments.refundCapturedPayment({ captureId, paypalRequestId: requestId, body: {} }),
    )
    return { id: result.id ?? '', status: result.status ?? 'PENDING' }
  }
}

/** PayPal's Order as the order routes read it. */
function payPalOrder(order: Order): PayPalOrder {
  const unit = order.purchaseUnits?.[0]
  const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')
  return {
    id: order.id ?? '',
    status: order.status ?? '',
    amountValue: unit?.amount?.value ?? '',
    currencyCode: unit?.amount?.currencyCode ?? '',
    reference: unit?.referenceId ?? unit?.customId ?? '',
    approveUrl: approve?.href ?? null,
    captureId: unit?.payments?.captures?.[0]?.id ?? null,
  }
}

/** PayPal's refusals (4xx with an issue) as PaymentProviderError; anything else as it came. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      const body = (error.result ?? {}) as { name?: string; details?: { issue?: string }[]; message?: string }
      throw new PaymentProviderError(
        'PAYPAL',
        body.details?.[0]?.issue ?? body.name ?? 'UNPROCESSABLE_ENTITY',
        body.message ?? error.message,
        error.statusCode,
        { cause: error },
      )
    }
    throw error
  }
}
