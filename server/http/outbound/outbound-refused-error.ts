/**
 * An outbound call this server will not make: the URL is not http(s), or its host is (or resolves to) an
 * address outside the public internet while private addresses are not allowed. Its message is safe to show
 * to the admin who configured the URL: it names the host and the address, never a remote answer.
 */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError'
}
