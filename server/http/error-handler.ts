import type { ErrorRequestHandler } from 'express'
import { databaseErrorAsHttp } from './database-error.js'
import { HttpError } from './http-error.js'
import { OrderError } from '../orders/order-error.js'
import { orderErrorAsHttp } from './order-error-as-http.js'
import { PaymentSignatureError } from '../payments/payment-signature-error.js'

/**
 * The one place errors become responses. Client mistakes (HttpError, an order's OrderError, bad JSON, undecodable URLs, oversized
 * bodies) answer 4xx with what was wrong; database failures answer as databaseErrorAsHttp says (503 with
 * Retry-After when unreachable, 409 for a lost race, 400 for a value PostgreSQL refuses); anything else is
 * logged and answers 500 with no internals.
 */
export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toHttpError(error)
    if (known.status >= 500) log(`[server] ${req.method} ${req.originalUrl}`, error)
    if (res.headersSent) {
      res.destroy()
      return
    }
    // Clients (and the lead form) retry a lost database with the same Idempotency-Key.
    if (known.status === 503) res.set('Retry-After', '1')
    res.status(known.status).json({
      error: {
        code: known.code,
        message: known.expose ? known.message : 'Internal server error',
        ...(known.expose && known.details !== undefined ? { details: known.details } : {}),
      },
    })
  }
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  if (error instanceof OrderError) return orderErrorAsHttp(error)
  // A provider's webhook or callback that does not verify changes nothing; the provider sees a 400.
  if (error instanceof PaymentSignatureError)
    return new HttpError(400, 'bad_signature', 'The signature does not verify')
  const database = databaseErrorAsHttp(error)
  if (database) return database
  const e = error as BodyReadError
  const status = e?.status ?? e?.statusCode
  const bodyError = e?.type ? bodyReadError(e) : undefined
  if (bodyError) return bodyError
  if (error instanceof URIError) return new HttpError(400, 'bad_request', 'The URL is not valid')
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpError(status, 'bad_request', e.expose && e.message ? e.message : 'Bad request')
  return new HttpError(500, 'internal', 'Internal server error', undefined, false)
}

/** What body-parser and raw-body put on the errors they raise (their `type` names the problem). */
interface BodyReadError {
  status?: number
  statusCode?: number
  type?: string
  message?: string
  expose?: boolean
  encoding?: string
  charset?: string
}

/** body-parser's refusals, each answered with what the client should send instead. */
function bodyReadError(e: BodyReadError): HttpError | undefined {
  switch (e.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'invalid_json', 'The request body is not valid JSON')
    case 'entity.too.large':
      return new HttpError(413, 'payload_too_large', 'The request body is too large')
    case 'parameters.too.many':
      return new HttpError(413, 'payload_too_large', 'The form has too many fields')
    case 'encoding.unsupported':
      return new HttpError(
        415,
        'unsupported_content_encoding',
        `Content-Encoding ${JSON.stringify(String(e.encoding ?? ''))} is not supported: send the body as is, or gzip, deflate or br`,
      )
    case 'charset.unsupported':
      return new HttpError(
        415,
        'unsupported_charset',
        `The charset ${JSON.stringify(String(e.charset ?? ''))} is not supported: send UTF-8`,
      )
    case 'request.size.invalid':
      return new HttpError(400, 'bad_request', 'The request body does not match its Content-Length')
    case 'request.aborted':
      return new HttpError(400, 'request_aborted', 'The request body ended before it was complete')
    default:
      return undefined
  }
}
