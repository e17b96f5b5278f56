import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse as parseQuery } from 'node:querystring'
import type { Express } from 'express'
import type { AppMetrics } from '../ops/app-metrics.js'
import { observeRequest } from '../ops/observe-requests.js'
import type { PageCache } from '../ssr/page-cache.js'
import type { Site } from '../storage/site-store.js'
import { normalisePagePath } from './request-path.js'
import { sendCachedPage } from './routes/pages.js'
import { siteForHost } from './site-resolver.js'
import { urlTextProblem } from './url-text-guard.js'

type Handle = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void

/** Characters after which parseurl (Express's req.path) parses a URL in full: left to Express. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/

export interface CachedPageFrontOptions {
  cache: PageCache
  sites: Site[]
  defaultSite?: string
  metrics: AppMetrics
  /** helmet's headers other than the CSP, taken from helmet once (fixedSecurityHeaders). */
  securityHeaders: [string, string][]
}

/**
 * Puts the page cache in front of Express (docs/decisions/056): a GET or HEAD of a cached page is answered
 * on Node's own request and response, with the request's log line, metrics and id, the URL text guard's
 * check, the site resolver's choice of site, helmet's fixed headers and the page's own CSP, and never reaches
 * Express. Express's own work per request (its request and response prototypes, the router and its layers)
 * cost as much CPU as everything else on this path. Anything else, and anything this path is not sure of (a
 * URL the guard would refuse, an unusual URL), goes to Express as before, where the pages route still
 * answers from the cache.
 *
 * Safe that early for the reason 017 gave for the old fast path: a page is cached only after the public page
 * route rendered it, so no route mounted before that one answers its path; the health probes and /metrics
 * are never pages.
 */
export function putCachedPagesInFront(app: Express, options: CachedPageFrontOptions): void {
  const { cache, metrics, securityHeaders } = options
  const siteOf = siteForHost(options.sites, options.defaultSite)
  const host = hostOf(app)
  const route = () => 'page-cache'

  function answered(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    if (url[0] !== '/' || UNUSUAL_URL.test(url)) return false
    const mark = url.indexOf('?')
    const pathname = mark === -1 ? url : url.slice(0, mark)
    // Express's simple query parser, as the guard sees the query behind Express.
    const query = mark === -1 ? {} : parseQuery(url.slice(mark + 1))
    if (urlTextProblem(pathname, query)) return false
    const site = siteOf(host(req))
    if (!site) return false
    let path: string
    try {
      path = normalisePagePath(pathname)
    } catch {
      return false
    }
    const page = cache.get(site.key, path)
    if (!page) return false
    const locals: Record<string, unknown> = { route: 'page-cache' }
    observeRequest(metrics, req, res, locals, route)
    for (const [name, value] of securityHeaders) res.setHeader(name, value)
    sendCachedPage(req, res, locals, page)
    return true
  }

  // Express's app is `(req, res, next) => app.handle(req, res, next)`; wrapping `handle` puts this path in
  // front of every way in (app.listen, supertest, a server given the app).
  const express = app as unknown as { handle: Handle }
  const handle = express.handle.bind(app)
  express.handle = (req, res, next) => {
    if (!answered(req, res)) handle(req, res, next)
  }
}

/**
 * Express's `req.hostname` on Node's own request: X-Forwarded-Host (its first value) when the app's
 * `trust proxy` trusts the peer, else Host; without the port (an IPv6 literal keeps its brackets).
 */
function hostOf(app: Express): (req: IncomingMessage) => string | undefined {
  return (req) => {
    const trust = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean
    const forwarded = req.headers['x-forwarded-host']
    let host = req.headers.host
    if (typeof forwarded === 'string' && forwarded && trust(req.socket.remoteAddress, 0)) {
      const comma = forwarded.indexOf(',')
      host = comma === -1 ? forwarded : forwarded.slice(0, comma).trimEnd()
    }
    if (!host) return undefined
    const offset = host[0] === '[' ? host.indexOf(']') + 1 : 0
    const colon = host.indexOf(':', offset)
    return colon === -1 ? host : host.slice(0, colon)
  }
}
