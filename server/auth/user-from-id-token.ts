import type { SessionUser } from './user.js'

/**
 * The user from the ID token's claims. The token came straight from the token endpoint over the
 * connection passport-openidconnect made (code flow, client authentication), which OpenID Connect Core
 * §3.1.3.7 accepts in place of checking its signature; passport-openidconnect has already checked the
 * issuer, audience, expiry and nonce.
 */
export function userFromIdToken(idToken: string): SessionUser {
  const payload = idToken.split('.')[1] ?? ''
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
  const sub = String(claims.sub)
  const name = [claims.name, claims.preferred_username, claims.email].find((v) => typeof v === 'string')
  const roles = Array.isArray(claims.roles) ? claims.roles.filter((r) => typeof r === 'string') : []
  // A `sites` claim limits the user to those sites; none means every site (decision 067).
  const sites = Array.isArray(claims.sites) ? claims.sites.filter((s) => typeof s === 'string') : undefined
  return { id: sub, name: (name as string | undefined) ?? sub, roles, ...(sites ? { sites } : {}) }
}
