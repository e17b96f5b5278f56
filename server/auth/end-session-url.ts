import type { ProviderMetadata } from './provider-metadata.js'

/**
 * Where sign-out continues: the provider's end_session_endpoint (RP-initiated logout), which ends its own
 * session too and sends people back to /auth/signed-out; straight there if the provider has none.
 */
export function endSessionUrl(
  provider: ProviderMetadata,
  client: { clientId: string; origin: string },
  idToken: string | undefined,
): string {
  const signedOut = `${client.origin}/auth/signed-out`
  if (!provider.end_session_endpoint) return signedOut
  const url = new URL(provider.end_session_endpoint)
  url.searchParams.set('client_id', client.clientId)
  url.searchParams.set('post_logout_redirect_uri', signedOut)
  if (idToken) url.searchParams.set('id_token_hint', idToken)
  return url.toString()
}
