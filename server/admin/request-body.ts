import { badRequest } from '../http/http-error.js'

/** A JSON request body that must be an object: 400 for anything else (an array, a string, nothing). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The body must be a JSON object')
  return body as Record<string, unknown>
}
