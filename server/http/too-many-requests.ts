import type { Response } from 'express'
import { HttpError } from './http-error.js'

/**
 * The 429 of a full rate-limit window (the project's one RateLimiter): sets Retry-After on `res` and answers
 * the error to throw, whose details say when to try again (`field` names the input that is limited, if any;
 * `code` a limit that is not a request rate, as the holds per client of decision 064).
 */
export function tooManyRequests(
  res: Response,
  retryAfterSeconds: number,
  message: string,
  field = '',
  code = 'rate_limited',
): HttpError {
  res.set('Retry-After', String(retryAfterSeconds))
  return new HttpError(429, code, message, [
    { field, message: 'try again later', retry_after_seconds: retryAfterSeconds },
  ])
}
