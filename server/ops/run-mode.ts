/**
 * How the server runs, read once from the environment (decision 012):
 * - `production` (NODE_ENV=production): React's production build and strict settings;
 * - `demo` (DEMO=1): the demo's local stand-ins (development sign-in under /oidc, the development CRM, the local
 *   captcha verifier), switched on explicitly, never a silent fallback. `npm start` runs production with DEMO=1.
 * `strict` is production without the demo: a real identity provider, strong secrets, the real captcha.
 */
export interface RunMode {
  production: boolean
  demo: boolean
  strict: boolean
}

export function runModeFromEnv(env: NodeJS.ProcessEnv): RunMode {
  const production = env.NODE_ENV === 'production'
  const demo = env.DEMO === '1' || env.DEMO === 'true'
  return { production, demo, strict: production && !demo }
}
