import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import type { ProviderMetadata } from './provider-metadata.js'

/**
 * Reads the issuer's /.well-known/openid-configuration, at start: a wrong issuer stops the server rather
 * than the first sign-in. The document must name the same issuer (OpenID Connect Discovery §4.3). The
 * issuer is the operator's OIDC_ISSUER, so it may be on the private network (docs/decisions/010).
 */
export async function discoverProvider(issuer: string, http: OutboundHttp): Promise<ProviderMetadata> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
  let metadata: Partial<ProviderMetadata>
  try {
    const response = await http.request(url, { timeoutMs: 10_000, allowPrivate: true })
    if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`)
    metadata = JSON.parse(response.body.toString('utf8')) as Partial<ProviderMetadata>
  } catch (error) {
    throw new Error(`[auth] cannot read the OpenID Connect discovery document at ${url}`, { cause: error })
  }
  if (metadata.issuer !== issuer)
    throw new Error(`[auth] ${url} names the issuer ${String(metadata.issuer)}, not ${issuer}`)
  if (!metadata.authorization_endpoint || !metadata.token_endpoint)
    throw new Error(`[auth] ${url} lacks authorization_endpoint or token_endpoint`)
  return metadata as ProviderMetadata
}
