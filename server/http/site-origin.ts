import type { Site } from '../storage/site-store.js'

/**
 * A site's public origin: its configured host name (sites.host) on PUBLIC_URL's scheme and port, e.g.
 * PUBLIC_URL http://localhost:3000 gives Jaguar (jaguar.localhost) http://jaguar.localhost:3000. Every
 * absolute link that leaves the request (mails, providers' return URLs, stored data) starts with it, never
 * with the request's Host or X-Forwarded-* headers, which the sender chooses (docs/decisions/061).
 */
export function siteOrigin(site: Pick<Site, 'host'>, publicUrl: string): string {
  const url = new URL(publicUrl)
  url.hostname = site.host
  return url.origin
}
