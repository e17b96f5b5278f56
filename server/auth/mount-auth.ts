import type { Express, RequestHandler } from 'express'
import type { Database } from '../db/database.js'
import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import { allowFormRedirectTo } from './allow-form-redirect.js'
import { authRoutes } from './auth-routes.js'
import { AuthConfigError, type AuthSettings } from './auth-settings.js'
import { createPassport } from './create-passport.js'
import { createDevProvider, DEV_PROVIDER_PATH } from './dev-provider/dev-provider.js'
import { discoverProvider } from './discover-provider.js'
import { signedInPage } from './pages/signed-in-page.js'
import { requireEditor } from './require-editor.js'
import { requireEditorPage } from './require-editor-page.js'
import { sessionMiddleware } from './session-middleware.js'

export interface MountAuthOptions extends AuthSettings {
  database: Database
  log: (message: string, error?: unknown) => void
  /** Reads the provider's discovery document. */
  outbound: OutboundHttp
}

/**
 * Everything sign-in adds to the app, mounted before any other route under /auth, /cms, /admin and
 * /disabled-preview:
 * sessions, the /auth routes, the development provider under /oidc when no outside provider is set, the
 * guard of every navigation under /cms and /admin, and the /admin/api guard (`requireEditor`: a signed-in
 * editor or admin, and the CSRF token on mutating calls) with GET /admin/api/session. After it,
 * `req.user` is the signed-in user on those paths.
 */
export async function mountAuth(
  app: Express,
  options: MountAuthOptions,
): Promise<{ signedInPage: RequestHandler }> {
  const { origin } = options
  if (!options.oidc && options.production)
    throw new AuthConfigError(
      '[auth] NODE_ENV=production needs OIDC_ISSUER: the development provider never runs there',
    )
  const dev = options.oidc ? undefined : createDevProvider(origin)
  const provider = options.oidc
    ? await discoverProvider(options.oidc.issuer, options.outbound)
    : dev!.metadata
  const client = options.oidc ?? { ...dev!.client, scope: 'profile roles' }
  const passport = createPassport(provider, { ...client, callbackUrl: `${origin}/auth/callback` })

  if (dev) app.use(DEV_PROVIDER_PATH, dev.router)
  // Only these paths read sessions: the public site never waits on the sessions table. The Forms API
  // (/forms, /orders) reads them too: its admin calls guard themselves with requireEditor per route, as
  // GET /forms/{id} and POST /forms/{id}/leads are public (server/forms/).
  app.use(
    ['/auth', '/cms', '/admin', '/disabled-preview', '/forms', '/orders', '/dev-sms'],
    sessionMiddleware(options.database, options.sessionSecret, origin),
    passport.initialize(),
    passport.session(),
  )
  app.use('/auth', authRoutes({ passport, provider, clientId: client.clientId, origin, log: options.log }))

  app.use('/admin/api', ...requireEditor)
  app.get('/admin/api/session', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ data: { user: req.user, csrfToken: req.session.csrfToken } })
  })
  // /dev-sms shows every number's code (the local phone verifier's outbox): editors only, even in the demo.
  app.use(['/cms', '/admin', '/disabled-preview', '/dev-sms'], requireEditorPage(origin))

  // Where the editor is not built, /cms and /admin answer with this page: who is signed in, and sign-out.
  // With a build, editorShellRoutes serves the editor at /cms and the admin screens at /admin.
  const signedIn: RequestHandler = (req, res) => {
    const user = req.user!
    allowFormRedirectTo(res, provider.end_session_endpoint)
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(signedInPage(user.name, user.roles, req.session.csrfToken ?? ''))
  }
  return { signedInPage: signedIn }
}
