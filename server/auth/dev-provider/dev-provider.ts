import { generateKeyPairSync, randomBytes } from 'node:crypto'
import express, { Router, type Request, type Response } from 'express'
import { HttpError } from '../../http/http-error.js'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { ProviderMetadata } from '../provider-metadata.js'
import { checkDevPassword, DEV_USERS } from './dev-users.js'
import { loginPage } from './login-page.js'
import { logoutConfirmPage } from './logout-confirm-page.js'
import { providerErrorPage } from './provider-error-page.js'
import { signedOutPage } from '../pages/signed-out-page.js'

/** Where the development provider is mounted in the app. */
export const DEV_PROVIDER_PATH = '/oidc'
const DEV_CLIENT_ID = 'dealer-blocks-dev'

export interface DevProvider {
  metadata: ProviderMetadata
  client: { clientId: string; clientSecret: string }
  /** The sign-in form routes and oidc-provider itself; mount at DEV_PROVIDER_PATH. */
  router: Router
}

/**
 * A development OpenID Connect provider (oidc-provider) inside this app, with the seeded DEV_USERS and one
 * client, this app. Its keys and secrets are new at every start: signing in again after a restart is the
 * price of keeping no secret in the repository.
 */
export function createDevProvider(origin: string): DevProvider {
  const issuer = origin + DEV_PROVIDER_PATH
  const clientSecret = randomBytes(24).toString('base64url')
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const provider = new Provider(
    issuer,
    configuration(origin, clientSecret, privateKey.export({ format: 'jwk' })),
  )

  // oidc-provider's own error for a missing or expired interaction is a bare "invalid_request".
  const interactionOf = (req: Request, res: Response) =>
    provider.interactionDetails(req, res).catch(() => {
      throw new HttpError(
        400,
        'sign_in_expired',
        'This sign-in was not found or has expired: start signing in again',
      )
    })

  const router = Router()
  router.get('/interaction/:uid', async (req, res) => {
    const details = await interactionOf(req, res)
    res.type('html').set('Cache-Control', 'no-store').send(loginPage(details.uid))
  })
  router.post(
    '/interaction/:uid/login',
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req, res) => {
      const details = await interactionOf(req, res)
      const username = String(req.body?.username ?? '')
      const user = checkDevPassword(username, String(req.body?.password ?? ''))
      if (!user) {
        res
          .status(401)
          .type('html')
          .set('Cache-Control', 'no-store')
          .send(loginPage(details.uid, { username, error: 'Wrong user name or password.' }))
        return
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      )
    },
  )
  router.use(provider.callback())

  return {
    metadata: {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/me`,
      end_session_endpoint: `${issuer}/session/end`,
    },
    client: { clientId: DEV_CLIENT_ID, clientSecret },
    router,
  }
}

function configuration(origin: string, clientSecret: string, signingKey: object): Configuration {
  return {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}/auth/callback`],
        post_logout_redirect_uris: [`${origin}/auth/signed-out`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // passport-openidconnect sends the secret in the token request's body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'dev' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], roles: ['roles', 'sites'] },
    // The relying party reads roles from the ID token and makes no userinfo call.
    conformIdTokenClaims: false,
    // Short-lived artifacts; the provider's session lasts as long as the app's (a working day).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Grant: 8 * 60 * 60,
      Session: 8 * 60 * 60,
    },
    routes: { authorization: '/auth', token: '/token', userinfo: '/me', end_session: '/session/end' },
    interactions: { url: (_ctx, interaction) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html'
          ctx.body = logoutConfirmPage(form)
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html'
          ctx.body = signedOutPage()
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const user = DEV_USERS.find((u) => u.id === sub)
      if (!user) return undefined
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          name: user.name,
          preferred_username: user.id,
          roles: user.roles,
          ...(user.sites ? { sites: user.sites } : {}),
        }),
      }
    },
    // The one client is this app (first party): it gets the scopes it asks for with no consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      const existing = grantId ? await provider.Grant.find(grantId) : undefined
      if (existing) return existing
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid profile roles')
      await grant.save()
      return grant
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = providerErrorPage(String(out.error), out.error_description)
    },
  }
}
