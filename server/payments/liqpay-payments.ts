/**
 * LiqPay's checkout as documented (https://www.liqpay.ua/documentation/api/aquiring/checkout/doc): the
 * browser posts `data` (base64 of the JSON parameters) and `signature` (base64 of SHA-1 over private key +
 * data + private key) to LiqPay's checkout; LiqPay calls the server back with the same pair. There is no
 * official Node SDK worth the name, so this is the documented protocol (liqpay-protocol.ts), with a local
 * checkout page standing in for LiqPay's in the demo and tests.
 */
export interface LiqPayPayments {
  readonly vendor: 'LIQPAY'
  /** Where the shopper's browser posts the checkout form: LiqPay's host, or this server's development page. */
  readonly checkoutUrl: string
  /** The data and signature for GET /buy_online/liqpay/checkout_data, plus where the browser posts them. */
  checkoutData(params: LiqPayCheckoutParams): { data: string; signature: string; checkout_url: string }
  /** Decodes a server callback, or throws a PaymentSignatureError when its signature does not verify. */
  verifyCallback(data: string, signature: string): LiqPayCallback
  /** A refund of a paid order through LiqPay's server API (action refund). */
  refund(orderId: string, amount: number): Promise<{ status: string }>
}

export interface LiqPayCheckoutParams {
  amount: number
  currency: string
  description: string
  /** Our order number. */
  order_id: string
  language: string
  paytypes?: string
  result_url?: string
  server_url: string
}

export interface LiqPayCallback {
  order_id: string
  /** success, sandbox, failure, error, reversed, wait_accept, ... */
  status: string
  amount: number
  currency: string
  payment_id: string
}
