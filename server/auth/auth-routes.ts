import { join } from 'node:path'
import express, { Router, type NextFunction, type Request, type Response } from 'express'
import type { Passport } from 'passport'
import { HttpError, notFound } from '../http/http-error.js'
import { allowFormRedirectTo } from './allow-form-redirect.js'
import { callbackErrorStatus } from './callback-error-status.js'
import { callbackQueryIsWellFormed } from './callback-query-is-well-formed.js'
import { csrfTokenMatches, newCsrfToken } from './csrf-token.js'
import { endSessionUrl } from './end-session-url.js'
import { noPermissionsPage } from './pages/no-permissions-page.js'
import { signInFailedPage } from './pages/sign-in-failed-page.js'
import { signOutPage } from './pages/sign-out-page.js'
import { signedOutPage } from './pages/signed-out-page.js'
import type { ProviderMetadata } from './provider-metadata.js'
import { safeReturnTo } from './return-to.js'
import { SESSION_COOKIE } from './session-middleware.js'
import type { SessionUser } from './user.js'
import { PROJECT_ROOT } from '../project-root.js'

export interface AuthRoutesOptions {
  passport: InstanceType<typeof Passport>
  provider: ProviderMetadata
  clientId: string
  origin: string
  log: (message: string, error?: unknown) => void
}

/** /auth: sign-in (login, callback), the no-permission page, sign-out. Expects the session middleware. */
export function authRoutes(options: AuthRoutesOptions): Router {
  const { passport, provider, log } = options
  const router = Router()
  const html = (res: Response, body: string, status = 200) =>
    res.status(status).type('html').set('Cache-Control', 'no-store').send(body)

  router.get('/auth.css', (_req, res) => {
    res.sendFile(join(PROJECT_ROOT, 'server/auth/pages/auth.css'), { maxAge: '1h' })
  })

  router.get('/login', (req, res, next) => {
    // passport reads a `code` or `error` in the query as a provider's answer (and fails it with an empty 403):
    // sign-in starts here, answers come back to /callback.
    if (req.query.code !== undefined || req.query.error !== undefined) {
      html(res, signInFailedPage(), 400)
      return
    }
    const returnTo = safeReturnTo(req.query.return_to)
    if (req.user) {
      res.redirect(302, returnTo)
      return
    }
    // The return path rides in the session-bound state and comes back with the callback.
    const authenticate = passport.authenticate('openidconnect', { state: { returnTo } } as object)
    authenticate(req, res, next)
  })

  router.get('/callback', (req, res, next) => {
    if (!callbackQueryIsWellFormed(req.query)) {
      html(res, signInFailedPage(), 400)
      return
    }
    const finish = (
      error: unknown,
      user: SessionUser | false,
      info?: { idToken?: string; state?: { returnTo?: string } },
      status?: number,
    ) => {
      if (error) {
        log('[auth] sign-in callback failed', error)
        html(res, signInFailedPage(), callbackErrorStatus(error))
        return
      }
      if (!user) {
        // 403: the state is missing or not this session's; 401: the provider said no (access_denied).
        html(res, signInFailedPage(), status === 403 ? 403 : 401)
        return
      }
      // passport's logIn regenerates the session: a session id known before sign-in is worthless after.
      req.logIn(user, (loginError) => {
        if (loginError) return next(loginError)
        req.session.csrfToken = newCsrfToken()
        if (info?.idToken) req.session.idToken = info.idToken
        req.session.save((saveError) => {
          if (saveError) return next(saveError)
          res.redirect(302, safeReturnTo(info?.state?.returnTo))
        })
      })
    }
    passport.authenticate('openidconnect', finish)(req, res, next)
  })

  router.get('/error', (req, res) => {
    if (req.query.type !== 'noPermissions') throw notFound('No such error page')
    if (!req.user) {
      res.redirect(302, '/auth/login')
      return
    }
    allowFormRedirectTo(res, provider.end_session_endpoint)
    html(res, noPermissionsPage(req.user.name, req.session.csrfToken ?? ''), 403)
  })

  router.get('/logout', (req, res) => {
    allowFormRedirectTo(res, provider.end_session_endpoint)
    html(res, signOutPage(req.user?.name, req.session.csrfToken))
  })

  router.post('/logout', express.urlencoded({ extended: false, limit: '4kb' }), (req, res, next) =>
    signOut(req, res, next, options),
  )

  router.get('/signed-out', (_req, res) => {
    html(res, signedOutPage())
  })

  return router
}

/**
 * Ends the local session (its row is deleted, so the old cookie opens nothing), then the provider's. The
 * token comes in the csrf-token header (scripts) or the csrf_token field (the sign-out forms).
 */
function signOut(req: Request, res: Response, next: NextFunction, options: AuthRoutesOptions) {
  const answer = (location: string) => {
    if (req.accepts(['html', 'json']) === 'json') res.json({ data: { redirectTo: location } })
    else res.redirect(303, location)
  }
  if (!req.user) {
    answer('/auth/signed-out')
    return
  }
  const given = req.get('csrf-token') ?? (req.body as { csrf_token?: unknown } | undefined)?.csrf_token
  if (!csrfTokenMatches(req.session.csrfToken, given))
    throw new HttpError(403, 'csrf_token_invalid', 'The CSRF token is missing or does not match')
  const location = endSessionUrl(options.provider, options, req.session.idToken)
  req.session.destroy((error) => {
    if (error) return next(error)
    res.clearCookie(SESSION_COOKIE, { path: '/' })
    answer(location)
  })
}
