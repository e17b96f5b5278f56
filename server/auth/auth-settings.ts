/** How sign-in is set up; main.ts reads it from the environment (authSettingsFromEnv). */
export interface AuthSettings {
  /** Where the editor is reached, e.g. http://localhost:3000: the callback and sign-out URLs start with it. */
  origin: string
  /** An outside OpenID Connect provider; absent, the development provider is mounted under /oidc. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; scope: string }
  /** Signs the session cookie. */
  sessionSecret: string
  /** Production never runs the development provider, whatever else is set. */
  production: boolean
}

/** A mistake in the sign-in settings: main.ts prints the message and exits. */
export class AuthConfigError extends Error {
  override name = 'AuthConfigError'
}

/**
 * Reads OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (and OIDC_SCOPE), SESSION_SECRET and PUBLIC_URL.
 * Outside production all may be left out: the development provider and fixed development secrets are used.
 * In production each is required, and a missing one stops the server with a message naming it.
 */
export function authSettingsFromEnv(env: NodeJS.ProcessEnv, port: number): AuthSettings {
  const production = env.NODE_ENV === 'production'
  const origin = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env
  if (production) {
    const missing = [
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'SESSION_SECRET',
      'PUBLIC_URL',
    ].filter((name) => !env[name])
    if (missing.length)
      throw new AuthConfigError(
        `[auth] NODE_ENV=production needs ${missing.join(', ')}: sign-in must use a real OpenID Connect provider ` +
          '(the development identity provider is never started in production)',
      )
  }
  if (issuer && (!clientId || !clientSecret))
    throw new AuthConfigError(
      '[auth] OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed too',
    )
  return {
    origin,
    production,
    sessionSecret: env.SESSION_SECRET ?? 'development-only-session-secret',
    ...(issuer && clientId && clientSecret
      ? { oidc: { issuer, clientId, clientSecret, scope: env.OIDC_SCOPE ?? 'profile roles' } }
      : {}),
  }
}
