import type { LiqPayCheckoutParams } from './liqpay-payments.js'
import { createHash, timingSafeEqual } from 'node:crypto'
import { PaymentSignatureError } from './payment-signature-error.js'

/**
 * LiqPay's documented signing (https://www.liqpay.ua/documentation/api/aquiring/checkout/doc and
 * .../api/callback): `data` is base64 of the JSON parameters, `signature` is base64 of SHA-1 over
 * private key + data + private key. The same pair travels both ways: to the checkout and the server API,
 * and back in LiqPay's callback. There is no official Node SDK worth depending on, so this is the protocol.
 */
export class LiqPayProtocol {
  constructor(
    readonly publicKey: string,
    private readonly privateKey: string,
  ) {}

  /** The signed pair for `params` (the caller adds version, public_key and action). */
  encode(params: Record<string, unknown>): { data: string; signature: string } {
    const data = Buffer.from(JSON.stringify(params), 'utf8').toString('base64')
    return { data, signature: this.sign(data) }
  }

  /** The signed data of a checkout (action pay) as LiqPay documents its parameters. */
  checkout(params: LiqPayCheckoutParams): { data: string; signature: string } {
    return this.encode({
      version: 3,
      public_key: this.publicKey,
      action: 'pay',
      amount: params.amount,
      currency: params.currency,
      description: params.description,
      order_id: params.order_id,
      language: params.language,
      ...(params.paytypes ? { paytypes: params.paytypes } : {}),
      ...(params.result_url ? { result_url: params.result_url } : {}),
      server_url: params.server_url,
    })
  }

  sign(data: string): string {
    return createHash('sha1')
      .update(this.privateKey + data + this.privateKey)
      .digest('base64')
  }

  /**
   * The parameters of a signed pair, or a PaymentSignatureError when the signature is not this key's
   * (compared in constant time) or the data is not base64 JSON.
   */
  decode(data: string, signature: string): Record<string, unknown> {
    const expected = Buffer.from(this.sign(data))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new PaymentSignatureError('the LiqPay signature does not verify')
    let params: unknown
    try {
      params = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
    } catch (error) {
      throw new PaymentSignatureError('the LiqPay data is not base64 JSON', { cause: error })
    }
    if (!params || typeof params !== 'object' || Array.isArray(params))
      throw new PaymentSignatureError('the LiqPay data is not an object')
    return params as Record<string, unknown>
  }
}
