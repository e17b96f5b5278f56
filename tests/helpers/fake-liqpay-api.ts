import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LiqPayProtocol } from '../../server/payments/liqpay-protocol.js'
import type { LocalLiqPayPayments } from '../../server/payments/local-liqpay-payments.js'
import { PaymentProviderError } from '../../server/payments/payment-provider-error.js'

/**
 * A local HTTP server answering as LiqPay's server API (POST /api/request, form-encoded data and signature,
 * JSON answers with result ok or error), checking the signature with the merchant's keys and refunding in a
 * LocalLiqPayPayments, so the real adapter's protocol runs end to end without the internet.
 */
export async function fakeLiqPayApi(
  protocol: LiqPayProtocol,
  backing: LocalLiqPayPayments,
): Promise<{ url: string; calls: Record<string, unknown>[]; close(): Promise<void> }> {
  const calls: Record<string, unknown>[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString())
      const send = (body: unknown) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      let params: Record<string, unknown>
      try {
        params = protocol.decode(form.get('data') ?? '', form.get('signature') ?? '')
      } catch {
        return send({ result: 'error', err_code: 'err_signature', err_description: 'Invalid signature' })
      }
      calls.push(params)
      if (params.action !== 'refund') return send({ result: 'error', err_code: 'err_action' })
      backing
        .refund(String(params.order_id), Number(params.amount))
        .then((r) => send({ result: 'ok', action: 'refund', status: r.status }))
        .catch((error: unknown) =>
          send({
            result: 'error',
            status: 'error',
            err_code: error instanceof PaymentProviderError ? error.code : 'err_unknown',
            err_description: String(error),
          }),
        )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/request`,
    calls,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
