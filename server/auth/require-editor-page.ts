import type { RequestHandler } from 'express'
import { canEdit } from './can-edit.js'
import { returnPath } from './return-path.js'

/**
 * The guard for navigations under /cms and /admin: sign in first (and come back to the same page), or see
 * the no-permission page. The sign-in starts at `origin`, so a page asked for on another host name
 * (jaguar.localhost) still signs in where the provider sends people back to, and comes back to the admin
 * screens showing that host's site (returnPath).
 */
export function requireEditorPage(origin: string): RequestHandler {
  const originHost = new URL(origin).hostname
  return (req, res, next) => {
    if (!req.user) {
      const login = `/auth/login?return_to=${encodeURIComponent(returnPath(req, res.locals.site, originHost))}`
      res.redirect(302, req.hostname === originHost ? login : origin + login)
      return
    }
    if (!canEdit(req.user)) {
      res.redirect(302, '/auth/error?type=noPermissions')
      return
    }
    next()
  }
}
