/**
 * An error the HTTP layer answers with its status and a JSON body `{ error: { code, message, details } }`.
 * `expose` false keeps the message out of the response (it is logged instead).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly expose = status < 500,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, 'bad_request', message, details)
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message)
