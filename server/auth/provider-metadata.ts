/** What the relying party needs to know about a provider: its discovery document's endpoints. */
export interface ProviderMetadata {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  userinfo_endpoint?: string
  end_session_endpoint?: string
}
