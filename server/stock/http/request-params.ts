import type { Request } from 'express'

/**
 * The request's query string as URLSearchParams, read from the raw URL: repeated keys (`state_in=new&
 * state_in=used`) and bracketed keys (`q[brand_eq]`, `key[]`) arrive exactly as sent, whatever Express's
 * query parser would make of them.
 */
export function requestParams(req: Request): URLSearchParams {
  const at = req.originalUrl.indexOf('?')
  return new URLSearchParams(at === -1 ? '' : req.originalUrl.slice(at + 1))
}
