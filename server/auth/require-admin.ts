import type { RequestHandler } from 'express'
import { HttpError } from '../http/http-error.js'
import { isAdmin } from './can-edit.js'

/**
 * The guard of what only an admin manages (issue 15: settings, navigation, footer, metaheads, redirects,
 * dealers, users' roles). Goes after requireEditor, which answers 401 without a session and checks the CSRF
 * token; an editor gets 403 here.
 */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'unauthorized', 'Sign in first')
  if (!isAdmin(req.user)) throw new HttpError(403, 'admin_role_required', 'Only an admin may change this')
  next()
}
