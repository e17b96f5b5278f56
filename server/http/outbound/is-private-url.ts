import { isIP } from 'node:net'
import { isBlockedAddress } from './blocked-address.js'

/**
 * Whether a URL names, without asking DNS, a host outside the public internet: an address literal in a
 * blocked range (in any spelling the URL parser accepts: `127.1`, `0x7f.0.0.1`, `[::ffff:7f00:1]`) or a
 * `localhost` name. Used when an endpoint is saved, to refuse it with a message at once; a name's address
 * can change later, so the outbound client checks again at every call.
 */
export function isPrivateUrl(url: URL): boolean {
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
  if (isIP(host)) return isBlockedAddress(host)
  return host === 'localhost' || host.endsWith('.localhost')
}
