import { Router, type Request, type Response } from 'express'
import { createElement } from 'react'
import { searchText } from '../../engine/search/search-text.js'
import { vehicleUrl } from '../../engine/storefront/vehicle-url.js'
import { layoutLabels } from '../../renderer/layout/layout-labels.js'
import { searchLabels } from '../../renderer/storefront/search/search-labels.js'
import { SearchPage, type SearchPageProps } from '../../renderer/storefront/search/SearchPage.js'
import { RateLimiter } from '../forms/rate-limiter.js'
import { badRequest, HttpError } from '../http/http-error.js'
import { pageRenderer, type PageRendererOptions } from '../ssr/page-renderer.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { searchSuggestions } from './search-suggestions.js'
import { searchVehicles } from './vehicle-search.js'
import { localePrefix } from '../../engine/locales/locale-prefix.js'
import { clientAddress } from '../http/client-address.js'

/** Search results per page of the search page. */
export const SEARCH_PAGE_SIZE = 10
/** Vehicles the search page lists (the stock locator has the rest). */
const VEHICLES_SHOWN = 6
/** A keyword is cut to this many characters: longer ones are no search a shopper means. */
export const MAX_KEYWORD = 200
/** Pages past this are not offered (offsets stay small and cheap). */
const MAX_PAGE = 100

/** How many suggestion calls one client address may make per window (SEARCH_SUGGESTIONS_RATE_LIMIT, _WINDOW_SECONDS). */
export interface SuggestionsRateLimit {
  max: number
  windowSeconds: number
}
/** A shopper typing fires one call per pause: 120 a minute is far above a person and far below a scraper. */
export const SUGGESTIONS_RATE_LIMIT: SuggestionsRateLimit = { max: 120, windowSeconds: 60 }

export interface SearchRoutesOptions extends PageRendererOptions {
  storage: Storage
  suggestionsRateLimit?: SuggestionsRateLimit
}

/** A query parameter given at most once, as text; else a 400 naming it. */
function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw badRequest(`Query parameter ${name} must be given once, as text`)
  return value
}

/** The locale a request's path asks for; undefined when the prefix is no other locale of the site. */
function localeOf(req: Request, site: Site): string | undefined {
  const prefix = typeof req.params.locale === 'string' ? req.params.locale : undefined
  if (prefix === undefined) return site.defaultLocale
  return site.locales.includes(prefix) && prefix !== site.defaultLocale ? prefix : undefined
}

/**
 * Site search (docs/decisions/047): the search page GET /search?keyword=&page= (and /ar/search), rendered in
 * the site's layout through the one pipeline, never indexed by robots; and GET /search_suggestions/?keyword=
 * (001 §7, §9), fed from the same index, rate limited per client address.
 */
export function searchRoutes(options: SearchRoutesOptions): Router {
  const { storage } = options
  const renderer = pageRenderer(options)
  const limit = options.suggestionsRateLimit ?? SUGGESTIONS_RATE_LIMIT
  const limiter = new RateLimiter(storage.database, limit.max, limit.windowSeconds)
  const router = Router()

  router.get(['/search', '/:locale/search'], async (req: Request, res: Response, next) => {
    const site = res.locals.site as Site
    const locale = localeOf(req, site)
    if (!locale) return next()
    // A page, not an API: odd input is searched as well as it can be, never refused. Repeated keys take the
    // first; control characters and lone surrogates become spaces; the keyword is cut to 200 characters.
    const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
    const rawKeyword = first(req.query.keyword)
    const keyword = searchText(typeof rawKeyword === 'string' ? rawKeyword : '').slice(0, MAX_KEYWORD)
    const rawPage = first(req.query.page)
    // Not a whole number: the first page; past the last one offered: that one (empty when there are fewer).
    const page =
      typeof rawPage === 'string' && /^\d+$/.test(rawPage)
        ? Math.min(Math.max(1, Number(rawPage)), MAX_PAGE)
        : 1
    const prefix = localePrefix(site, locale)
    const [pages, vehicles] = keyword
      ? await Promise.all([
          storage.search.search(site.key, locale, keyword, {
            limit: SEARCH_PAGE_SIZE,
            offset: (page - 1) * SEARCH_PAGE_SIZE,
          }),
          page === 1
            ? searchVehicles(storage.database, { brand: site.brand, keyword, limit: VEHICLES_SHOWN })
            : Promise.resolve({ total: 0, vehicles: [] }),
        ])
      : [
          { total: 0, hits: [] },
          { total: 0, vehicles: [] },
        ]
    const labels = layoutLabels(locale)
    const props: SearchPageProps = {
      keyword,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      pages,
      vehicles: {
        total: vehicles.total,
        hits: vehicles.vehicles.map((vehicle) => {
          const a = vehicle.attributes
          return {
            url: `${prefix}${vehicleUrl(vehicle, { omitBrand: site.brand })}`,
            title: `${a.nameplate_brand_name} ${a.model_display_name || a.nameplate_name}`,
            details: [a.model_year || a.production_year, a.color_name, a.engine_type?.join(', ')]
              .filter(Boolean)
              .join(' · '),
          }
        }),
      },
      field: {
        action: `${prefix}/search`,
        suggestionsUrl: '/search_suggestions/',
        locale,
        inputId: 'search-page-keyword',
        variant: 'page',
        keyword,
        labels: {
          label: labels.searchLabel,
          placeholder: labels.searchPlaceholder,
          submit: labels.searchSubmit,
          suggestions: labels.searchSuggestions,
        },
      },
    }
    const title = searchLabels(locale).title
    await renderer.render(req, res, {
      site,
      path: `${prefix}/search`,
      locale,
      content: {
        node: createElement(SearchPage, props),
        meta: { title: keyword ? `${title}: ${keyword}` : title, no_index: true },
        styles: ['storefront/search'],
      },
      status: 200,
      // Results change with every publish and stock change: shared caches keep them briefly.
      cacheControl: 'public, max-age=0, s-maxage=30',
    })
  })

  router.get('/search_suggestions', async (req, res) => {
    const site = res.locals.site as Site
    const hit = await limiter.hit(`search-suggestions:${clientAddress(req)}`)
    if (!hit.ok) {
      res.set('Retry-After', String(hit.retryAfterSeconds))
      throw new HttpError(
        429,
        'rate_limited',
        'Too many search suggestions from your address: try again soon',
      )
    }
    const keyword = queryText(req, 'keyword')
    if (keyword === undefined) throw badRequest('Query parameter keyword is required')
    if (keyword.length > 100) throw badRequest('Query parameter keyword is longer than 100 characters')
    const rawLocale = queryText(req, 'locale')
    const locale = rawLocale ?? site.defaultLocale
    if (rawLocale !== undefined && (rawLocale.length > 10 || !site.locales.includes(rawLocale)))
      throw badRequest(`Query parameter locale must be one of ${site.locales.join(', ')}`)
    const text = searchText(keyword)
    res.json({ data: text ? await searchSuggestions(storage, site, locale, text) : [] })
  })

  return router
}
