import { randomBytes } from 'node:crypto'
import { runModeFromEnv } from '../ops/run-mode.js'
import { strictSettingsProblems } from '../ops/strict-settings-problems.js'
/** How sign-in is set up; main.ts reads it from the environment (authSettingsFromEnv). */
export interface AuthSettings {
  /** Where the editor is reached, e.g. http://localhost:3000: the callback and sign-out URLs start with it. */
  origin: string
  /** An outside OpenID Connect provider; absent, the development provider is mounted under /oidc. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; scope: string }
  /** Signs the session cookie. */
  sessionSecret: string
  /**
   * Strict production (NODE_ENV=production without DEMO=1, server/ops/run-mode.ts): never the development
   * provider or the development CRM, whatever else is set.
   */
  production: boolean
}

/** A mistake in the sign-in settings: main.ts prints the message and exits. */
export class AuthConfigError extends Error {
  override name = 'AuthConfigError'
}

/**
 * Reads DEMO and NODE_ENV (server/ops/run-mode.ts), OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (and OIDC_SCOPE), SESSION_SECRET and PUBLIC_URL.
 * Outside strict production all may be left out: the development provider and a development secret are used
 * (with DEMO=1 in production, a random secret per start). In strict production each is required, the session
 * secret must be strong and the real captcha configured (strictSettingsProblems); a problem stops the server
 * with a message naming the setting.
 */
export function authSettingsFromEnv(env: NodeJS.ProcessEnv, port: number): AuthSettings {
  const mode = runModeFromEnv(env)
  const production = mode.strict
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
          '(the development identity provider is never started in production; DEMO=1 runs the demo)',
      )
    const problems = strictSettingsProblems(env)
    if (problems.length) throw new AuthConfigError(`[config] NODE_ENV=production: ${problems.join('; ')}`)
  }
  if (issuer && (!clientId || !clientSecret))
    throw new AuthConfigError(
      '[auth] OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed too',
    )
  return {
    origin,
    production,
    sessionSecret:
      env.SESSION_SECRET ??
      // The production demo signs everyone out at a restart anyway (the development provider's keys are new).
      (mode.production ? randomBytes(32).toString('base64url') : 'development-only-session-secret'),
    ...(issuer && clientId && clientSecret
      ? { oidc: { issuer, clientId, clientSecret, scope: env.OIDC_SCOPE ?? 'profile roles' } }
      : {}),
  }
}
