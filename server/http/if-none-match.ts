import type { IncomingHttpHeaders } from 'node:http'

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/

/**
 * Whether the browser's copy of a response with this ETag (and no Last-Modified) is current, so a 304 may
 * answer: what Express's `req.fresh` says for a GET of it, on Node's own request (the cached-page path runs
 * before Express, server/http/cached-page-front.ts). If-None-Match `*` or a tag equal to `etag` (weakly:
 * `W/` on either side ignored) matches; `Cache-Control: no-cache` (a reload) never does; If-Modified-Since
 * alone never does, as a page has no Last-Modified.
 */
export function matchesIfNoneMatch(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match']
  if (!noneMatch) return false
  const cacheControl = headers['cache-control']
  if (cacheControl && NO_CACHE.test(cacheControl)) return false
  if (noneMatch === '*') return true
  for (const item of noneMatch.split(',')) {
    const tag = item.trim()
    if (tag === etag || tag === `W/${etag}` || `W/${tag}` === etag) return true
  }
  return false
}
