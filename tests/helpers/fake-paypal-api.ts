import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LocalPayPalPayments } from '../../server/payments/local-paypal-payments.js'
import { PaymentProviderError } from '../../server/payments/payment-provider-error.js'
import type { PayPalOrder } from '../../server/payments/paypal-payments.js'

/**
 * A local HTTP server answering as PayPal's REST API for OAuth and Orders v2 (snake_case JSON, PayPal's error
 * shape with `details[].issue`), keeping its state in a LocalPayPalPayments, so the official SDK's path runs
 * end to end without the internet. Records each request's method, path and headers.
 */
export async function fakePayPalApi(backing: LocalPayPalPayments): Promise<{
  port: number
  requests: { method: string; path: string; headers: Record<string, unknown>; body: unknown }[]
  close(): Promise<void>
}> {
  const requests: { method: string; path: string; headers: Record<string, unknown>; body: unknown }[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString()
      const path = new URL(req.url ?? '/', 'http://paypal.test').pathname
      let body: Record<string, unknown> = {}
      try {
        body = raw && req.headers['content-type']?.includes('json') ? (JSON.parse(raw) as typeof body) : {}
      } catch {
        body = {}
      }
      requests.push({ method: req.method ?? '', path, headers: req.headers, body })
      const requestId = String(req.headers['paypal-request-id'] ?? '')
      answer(req.method ?? '', path, body, requestId)
        .then(([status, json]) =>
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json)),
        )
        .catch((error: unknown) => {
          const status = error instanceof PaymentProviderError ? error.status : 500
          const issue = error instanceof PaymentProviderError ? error.code : 'INTERNAL_SERVER_ERROR'
          res
            .writeHead(status, { 'Content-Type': 'application/json' })
            .end(
              JSON.stringify({ name: 'UNPROCESSABLE_ENTITY', message: String(error), details: [{ issue }] }),
            )
        })
    })
  })

  async function answer(
    method: string,
    path: string,
    body: Record<string, unknown>,
    requestId: string,
  ): Promise<[number, unknown]> {
    if (method === 'POST' && path === '/v1/oauth2/token')
      return [200, { access_token: 'A21AA-local', token_type: 'Bearer', expires_in: 32400, scope: '' }]
    if (method === 'POST' && path === '/v2/checkout/orders') {
      type Unit = { reference_id: string; amount: { value: string; currency_code: string } }
      type Source = { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } }
      const unit = (body.purchase_units as Unit[])[0] as Unit
      const context = (body.payment_source as Source | undefined)?.paypal?.experience_context ?? {}
      return [
        201,
        orderJson(
          await backing.createOrder({
            amountValue: unit.amount.value,
            currencyCode: unit.amount.currency_code,
            reference: unit.reference_id,
            requestId,
            returnUrl: context.return_url ?? '',
            cancelUrl: context.cancel_url ?? '',
          }),
        ),
      ]
    }
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path)
    if (order && method === 'GET' && !order[2])
      return [200, orderJson(await backing.getOrder(order[1] as string))]
    if (order && method === 'POST' && order[2])
      return [201, orderJson(await backing.captureOrder(order[1] as string, requestId))]
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)
    if (refund && method === 'POST') return [201, await backing.refundCapture(refund[1] as string, requestId)]
    throw new PaymentProviderError('PAYPAL', 'RESOURCE_NOT_FOUND', `${method} ${path}`, 404)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function orderJson(order: PayPalOrder) {
  return {
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: order.reference,
        custom_id: order.reference,
        amount: { currency_code: order.currencyCode, value: order.amountValue },
        ...(order.captureId
          ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED' }] } }
          : {}),
      },
    ],
    links: order.approveUrl
      ? [
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
            rel: 'payer-action',
            method: 'GET',
          },
        ]
      : [],
  }
}
