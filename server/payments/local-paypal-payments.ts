import { createHash, randomBytes } from 'node:crypto'
import type { LocalPaymentStore } from './local-payment-store.js'
import type { PaymentPageTokens } from './payment-page-tokens.js'
import { PaymentProviderError } from './payment-provider-error.js'
import type { PayPalOrder, PayPalPayments } from './paypal-payments.js'

interface StoredPayPalOrder {
  order: PayPalOrder
  returnUrl: string
  cancelUrl: string
  requestHash: string
  captureRequestId: string | null
  /** Top level, so a refund finds the order by its capture (LocalPaymentStore.findBy). */
  captureId: string | null
  refund: { id: string; requestId: string } | null
}

const VENDOR = 'PAYPAL'

/**
 * PayPalPayments as PayPal's sandbox behaves, on this machine: Orders v2 kept in local_payments (CREATED →
 * APPROVED on the development approve page → COMPLETED by the server's capture), PayPal-Request-Id making
 * creation, capture and refund idempotent, and PayPal's 422 issues for captures and refunds out of turn.
 * The approve URL is the local page; approving returns the shopper to return_url with `token` and `PayerID`
 * as PayPal does.
 */
export class LocalPayPalPayments implements PayPalPayments {
  readonly vendor = 'PAYPAL'

  constructor(
    private readonly options: {
      store: LocalPaymentStore
      pagePath: string
      /** Binds the approve page's URL to its order (the app's pages require the token). */
      pageTokens?: PaymentPageTokens
    },
  ) {}

  async createOrder(input: Parameters<PayPalPayments['createOrder']>[0]): Promise<PayPalOrder> {
    if (!/^\d+(\.\d{1,2})?$/.test(input.amountValue) || Number(input.amountValue) <= 0)
      throw new PaymentProviderError(
        VENDOR,
        'INVALID_PARAMETER_VALUE',
        'amount.value is not a positive decimal',
        422,
      )
    if (!/^[A-Z]{3}$/.test(input.currencyCode))
      throw new PaymentProviderError(VENDOR, 'INVALID_CURRENCY_CODE', 'currency_code is not ISO 4217', 422)
    const requestHash = sha256(
      JSON.stringify([
        input.amountValue,
        input.currencyCode,
        input.reference,
        input.returnUrl,
        input.cancelUrl,
      ]),
    )
    // The id follows from PayPal-Request-Id, so a retried or racing creation answers the same order.
    const id = sha256(`create\u0000${input.requestId}`).slice(0, 17).toUpperCase()
    const stored = await this.options.store.create<StoredPayPalOrder>(VENDOR, id, 'CREATED', {
      order: {
        id,
        status: 'CREATED',
        amountValue: input.amountValue,
        currencyCode: input.currencyCode,
        reference: input.reference,
        approveUrl: this.options.pageTokens
          ? this.options.pageTokens.url(`${this.options.pagePath}/${id}`, id)
          : `${this.options.pagePath}/${id}`,
        captureId: null,
      },
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      requestHash,
      captureRequestId: null,
      captureId: null,
      refund: null,
    })
    if (stored.data.requestHash !== requestHash)
      throw new PaymentProviderError(
        VENDOR,
        'DUPLICATE_REQUEST_ID',
        'PayPal-Request-Id reused with other data',
        422,
      )
    return stored.data.order
  }

  async getOrder(id: string): Promise<PayPalOrder> {
    return (await this.stored(id)).order
  }

  /** The shopper approves on the development page; answers where PayPal would send the browser next. */
  async approve(id: string): Promise<string> {
    const stored = await this.stored(id)
    const order = { ...stored.order, status: 'APPROVED' }
    const moved = await this.options.store.transition(VENDOR, id, ['CREATED'], {
      status: 'APPROVED',
      data: { ...stored, order },
    })
    if (!moved && stored.order.status !== 'APPROVED')
      throw new PaymentProviderError(
        VENDOR,
        'ORDER_NOT_APPROVABLE',
        `The order is ${stored.order.status}`,
        422,
      )
    return withQuery(stored.returnUrl, { token: id, PayerID: `LOCAL${sha256(id).slice(0, 8).toUpperCase()}` })
  }

  /** The shopper cancels on the development page: the order stays CREATED, as on PayPal. */
  async cancelUrl(id: string): Promise<string> {
    return withQuery((await this.stored(id)).cancelUrl, { token: id })
  }

  async captureOrder(id: string, requestId: string): Promise<PayPalOrder> {
    const stored = await this.stored(id)
    if (stored.order.status === 'COMPLETED' && stored.captureRequestId === requestId) return stored.order
    if (stored.order.status === 'COMPLETED')
      throw new PaymentProviderError(
        VENDOR,
        'ORDER_ALREADY_CAPTURED',
        'The order has already been captured',
        422,
      )
    const captureId = `CAP${randomBytes(7).toString('hex').toUpperCase()}`
    const order = { ...stored.order, status: 'COMPLETED', captureId }
    const moved = await this.options.store.transition<StoredPayPalOrder>(VENDOR, id, ['APPROVED'], {
      status: 'COMPLETED',
      data: { ...stored, order, captureRequestId: requestId, captureId },
    })
    if (moved) return moved.data.order
    const now = await this.stored(id)
    if (now.order.status === 'COMPLETED' && now.captureRequestId === requestId) return now.order
    throw new PaymentProviderError(
      VENDOR,
      now.order.status === 'COMPLETED' ? 'ORDER_ALREADY_CAPTURED' : 'ORDER_NOT_APPROVED',
      `The order is ${now.order.status}`,
      422,
    )
  }

  async refundCapture(captureId: string, requestId: string): Promise<{ id: string; status: string }> {
    const row = await this.options.store.findBy<StoredPayPalOrder>(VENDOR, 'captureId', captureId)
    if (!row) throw new PaymentProviderError(VENDOR, 'RESOURCE_NOT_FOUND', `No capture ${captureId}`, 404)
    const { data } = row
    if (data.refund?.requestId === requestId) return { id: data.refund.id, status: 'COMPLETED' }
    if (data.refund)
      throw new PaymentProviderError(
        VENDOR,
        'CAPTURE_FULLY_REFUNDED',
        'The capture has been fully refunded',
        422,
      )
    const refund = { id: `REF${randomBytes(7).toString('hex').toUpperCase()}`, requestId }
    // The order stays COMPLETED on PayPal; the row's own status marks the refund, so of two racing refunds
    // with different request ids one wins.
    const moved = await this.options.store.transition<StoredPayPalOrder>(VENDOR, row.id, ['COMPLETED'], {
      status: 'REFUNDED',
      data: { ...data, refund },
    })
    if (!moved) {
      const now = await this.options.store.find<StoredPayPalOrder>(VENDOR, row.id)
      if (now?.data.refund?.requestId === requestId) return { id: now.data.refund.id, status: 'COMPLETED' }
      throw new PaymentProviderError(
        VENDOR,
        'CAPTURE_FULLY_REFUNDED',
        'The capture has been fully refunded',
        422,
      )
    }
    return { id: refund.id, status: 'COMPLETED' }
  }

  private async stored(id: string): Promise<StoredPayPalOrder> {
    const row = await this.options.store.find<StoredPayPalOrder>(VENDOR, id)
    if (!row) throw new PaymentProviderError(VENDOR, 'RESOURCE_NOT_FOUND', `No order ${id}`, 404)
    return row.data
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function withQuery(url: string, params: Record<string, string>): string {
  const [base, hash] = url.split('#', 2) as [string, string | undefined]
  const query = new URLSearchParams(params).toString()
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash === undefined ? '' : `#${hash}`}`
}
