import type { Request } from 'express'
import { HttpError } from '../http/http-error.js'
import { csrfTokenMatches } from './csrf-token.js'

/**
 * The optional bearer token of 001 §6 (the single-form read and the pages call): false without an
 * Authorization header, true when it carries `expected`; any other token (or any token when none is
 * configured) is refused with 401 rather than quietly treated as anonymous, so a misconfigured client
 * finds out.
 */
export function hasBearerToken(req: Request, expected: string | undefined): boolean {
  const header = req.get('authorization')
  if (header === undefined) return false
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]
  if (!csrfTokenMatches(expected, token))
    throw new HttpError(401, 'invalid_token', 'The bearer token is not valid')
  return true
}
