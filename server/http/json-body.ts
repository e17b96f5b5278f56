import express, { type RequestHandler } from 'express'
import { HttpError } from './http-error.js'
import { jsonProblem } from './json-problem.js'

export interface JsonBodyOptions {
  /** The largest body accepted, as body-parser reads it ('64kb', '5mb'). */
  limit: string
  /** Keep the exact text in `res.locals.rawBody` (for signature checks). */
  keepRaw?: boolean
  /**
   * Also read a `text/plain` body as JSON: what `navigator.sendBeacon` sends for a string (a beacon with a
   * JSON Blob is not a CORS-safelisted type, which some browsers refuse to send). Decision 064.
   */
  plainText?: boolean
}

/**
 * The one JSON body parser: parses `application/json` up to `limit`, then refuses with 400 a body nesting
 * deeper than MAX_JSON_DEPTH or holding a string PostgreSQL cannot store (a NUL, a lone surrogate), naming
 * the field as a JSON pointer, before any handler, hash or rate limit sees it.
 */
export function jsonBody(options: JsonBodyOptions): RequestHandler {
  const parse = express.json({
    limit: options.limit,
    ...(options.plainText ? { type: ['application/json', 'text/plain'] } : {}),
    verify: options.keepRaw
      ? (_req, res, buffer) => {
          ;(res as unknown as { locals: Record<string, unknown> }).locals.rawBody = buffer.toString('utf8')
        }
      : undefined,
  })
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error) return next(error)
      const found = req.body === undefined ? undefined : jsonProblem(req.body)
      if (!found) return next()
      const where = found.pointer === '' ? 'The request body' : `The request body field ${found.pointer}`
      next(
        new HttpError(400, 'invalid_body', `${where} ${found.problem}`, [
          { path: found.pointer, message: found.problem },
        ]),
      )
    })
  }
}
