/** Where a page is seen: live on its site's host, or as a draft preview from the editor's own host. */
export interface SiteUrls {
  live: string
  preview: string
}

/**
 * A page's live address on its site's host (same protocol and port as the editor: the demo serves every
 * site on one port), and its draft preview on the editor's host, which keeps the session cookie; `?site=`
 * picks the site there (server/http/routes/preview.ts).
 */
export function siteUrls(
  site: { key: string; host: string },
  path: string,
  here: { protocol: string; port: string },
): SiteUrls {
  const live = new URL(path, `${here.protocol}//${site.host}${here.port ? `:${here.port}` : ''}`).href
  const preview = `/disabled-preview${path === '/' ? '' : new URL(path, 'http://x').pathname}?site=${encodeURIComponent(site.key)}`
  return { live, preview }
}
