import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CardPaymentIntent } from '../../server/payments/card-payments.js'
import type { LocalCardPayments } from '../../server/payments/local-card-payments.js'
import { PaymentProviderError } from '../../server/payments/payment-provider-error.js'

export interface FakeStripeRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  form: URLSearchParams
}

/**
 * A local HTTP server that answers as Stripe's API does for the PaymentIntents and Refunds calls (form-encoded
 * requests, JSON objects, Stripe's error envelope), keeping its state in a LocalCardPayments, so the real
 * adapter's SDK path runs end to end without the internet. It records every request for the tests' checks.
 */
export async function fakeStripeApi(backing: LocalCardPayments): Promise<{
  port: number
  requests: FakeStripeRequest[]
  close(): Promise<void>
}> {
  const requests: FakeStripeRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test')
      const form = new URLSearchParams(Buffer.concat(chunks).toString())
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form })
      const account = req.headers['stripe-account'] as string | undefined
      answer(req.method ?? '', url.pathname, form, account, req.headers['idempotency-key'] as string)
        .then((body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)))
        .catch((error: unknown) => {
          const status = error instanceof PaymentProviderError ? error.status : 500
          const code = error instanceof PaymentProviderError ? error.code : 'api_error'
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              error: {
                type: status === 500 ? 'api_error' : 'invalid_request_error',
                code,
                message: String(error),
              },
            }),
          )
        })
    })
  })

  async function answer(
    method: string,
    path: string,
    form: URLSearchParams,
    account: string | undefined,
    idempotencyKey: string | undefined,
  ): Promise<unknown> {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path)
    if (method === 'POST' && path === '/v1/payment_intents') {
      const metadata: Record<string, string> = {}
      for (const [key, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(key)
        if (m) metadata[m[1] as string] = value
      }
      return intentObject(
        await backing.createPaymentIntent({
          amountMinor: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          metadata,
          captureMethod: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
          connectedAccount: account,
          idempotencyKey: idempotencyKey ?? `no-key-${Math.random()}`,
        }),
      )
    }
    if (intentPath && method === 'GET' && !intentPath[2])
      return intentObject(await backing.retrievePaymentIntent(intentPath[1] as string, account))
    if (intentPath && method === 'POST' && intentPath[2] === 'capture')
      return intentObject(await backing.capturePaymentIntent(intentPath[1] as string, account))
    if (intentPath && method === 'POST' && intentPath[2] === 'cancel')
      return intentObject(await backing.cancelPaymentIntent(intentPath[1] as string, account))
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = await backing.refundPaymentIntent(form.get('payment_intent') ?? '', account)
      return { ...refund, object: 'refund', payment_intent: form.get('payment_intent') }
    }
    throw new PaymentProviderError(
      'STRIPE',
      'resource_missing',
      `Unrecognized request URL (${method}: ${path})`,
      404,
    )
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

function intentObject(intent: CardPaymentIntent) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amountMinor,
    client_secret: intent.clientSecret,
    currency: intent.currency,
    metadata: intent.metadata,
    status: intent.status,
    livemode: false,
  }
}
