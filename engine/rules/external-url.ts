/**
 * Whether a link leaves the site: an absolute http(s) URL (or protocol-relative //host) whose host differs
 * from the site's host. Paths, fragments, queries, mailto: and tel: links stay on the site. Hosts compare
 * without letter case, port or a leading "www.".
 *
 * @example isExternalUrl('https://www.landrover.com.au/', 'lrdx.example.com') // true
 */
export function isExternalUrl(href: string, siteHost: string): boolean {
  const match = /^(?:https?:)?\/\/([^/?#\s]+)/i.exec(href.trim())
  if (!match) return false
  return hostKey(match[1] ?? '') !== hostKey(siteHost)
}

function hostKey(host: string): string {
  return host
    .toLowerCase()
    .replace(/^[^@]*@/, '')
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
}
