import { Passport } from 'passport'
import { Strategy, type VerifyCallback } from 'passport-openidconnect'
import type { ProviderMetadata } from './provider-metadata.js'
import type { SessionUser } from './user.js'
import { userFromIdToken } from './user-from-id-token.js'

export interface ClientSettings {
  clientId: string
  clientSecret: string
  scope: string
  callbackUrl: string
}

/**
 * A passport of this app's own (not the module's singleton: tests run several apps in one process) with
 * the OpenID Connect strategy. The whole user is kept in the session: it is small, and a request needs no
 * lookup to know who is asking.
 */
export function createPassport(
  provider: ProviderMetadata,
  client: ClientSettings,
): InstanceType<typeof Passport> {
  const passport = new Passport()
  passport.use(
    'openidconnect',
    new Strategy(
      {
        issuer: provider.issuer,
        authorizationURL: provider.authorization_endpoint,
        tokenURL: provider.token_endpoint,
        userInfoURL: provider.userinfo_endpoint ?? '',
        clientID: client.clientId,
        clientSecret: client.clientSecret,
        callbackURL: client.callbackUrl,
        scope: client.scope,
        // The ID token is all we need; no userinfo call.
        skipUserProfile: true,
        // Any truthy value: a fresh nonce per sign-in, checked against the ID token (replay protection).
        nonce: 'true',
      },
      // The 8-argument form is the one that passes the raw ID token (kept for RP-initiated sign-out).
      (
        _issuer: string,
        _profile: object,
        _context: object,
        idToken: string | object,
        _accessToken: string | object,
        _refreshToken: string,
        _params: unknown,
        done: VerifyCallback,
      ) => {
        try {
          if (typeof idToken !== 'string') throw new Error('[auth] the token response has no ID token')
          done(null, userFromIdToken(idToken), { idToken })
        } catch (error) {
          done(error as Error)
        }
      },
    ),
  )
  passport.serializeUser<SessionUser>((user, done) =>
    done(null, {
      id: user.id,
      name: user.name,
      roles: user.roles,
      ...(user.sites ? { sites: user.sites } : {}),
    }),
  )
  passport.deserializeUser<SessionUser>((user, done) => done(null, user))
  return passport
}
