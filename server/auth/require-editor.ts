import type { RequestHandler } from 'express'
import { HttpError } from '../http/http-error.js'
import { canEdit } from './can-edit.js'
import { csrfTokenMatches } from './csrf-token.js'

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** JSON callers get status codes, not redirects: 401 without a session, 403 without an editor role. */
const requireEditorUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'unauthorized', 'Sign in first')
  if (!canEdit(req.user)) throw new HttpError(403, 'forbidden', 'Your account has no access to the editor')
  next()
}

/**
 * A cookie rides along with any request the browser makes, a custom header only with our own scripts:
 * mutating calls must repeat the session's token in `csrf-token`.
 */
const requireCsrf: RequestHandler = (req, _res, next) => {
  if (MUTATING.has(req.method) && !csrfTokenMatches(req.session?.csrfToken, req.get('csrf-token')))
    throw new HttpError(403, 'csrf_token_invalid', 'The csrf-token header is missing or does not match')
  next()
}

/**
 * The /admin/api guard: a signed-in editor or admin, and the CSRF token on mutating calls. Relies on the
 * session middleware mountAuth puts in front of /admin; without it `req.user` is never set and every call
 * answers 401.
 */
export const requireEditor: RequestHandler[] = [requireEditorUser, requireCsrf]
