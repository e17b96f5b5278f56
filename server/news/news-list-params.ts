import type { NewsListQuery } from '../../engine/news/news-list-query.js'
import { NEWS_PAGE_MAX, NEWS_PER_PAGE_DEFAULT, NEWS_PER_PAGE_MAX } from '../../engine/news/news-limits.js'
import type { ParameterError } from '../../engine/stock/stock-types.js'
import { badParameters } from '../stock/http/bad-parameters.js'
import type { Site } from '../storage/site-store.js'

const KNOWN = new Set(['locale', 'country', 'page', 'per_page'])

/**
 * The query of GET /public_api/news for `site`: `locale` (one of the site's; default its default), `country`
 * (ISO 3166, upper or lower case; default none), `page` (1 to 10,000) and `per_page` (1 to 24, default 6).
 * Any other parameter, a repeated one or a bad value is a 400 `bad_parameter` naming each.
 */
export function newsListParams(query: Record<string, unknown>, site: Site): NewsListQuery {
  const errors: ParameterError[] = []
  const one = (name: string): string | undefined => {
    const value = query[name]
    if (value === undefined) return undefined
    if (typeof value !== 'string') {
      errors.push({ parameter: name, message: 'must be given once' })
      return undefined
    }
    return value
  }
  for (const name of Object.keys(query))
    if (!KNOWN.has(name)) errors.push({ parameter: name, message: 'is not a parameter of this call' })
  const locale = one('locale') ?? site.defaultLocale
  if (!site.locales.includes(locale))
    errors.push({ parameter: 'locale', message: `must be one of ${site.locales.join(', ')}` })
  const country = (one('country') ?? '').toUpperCase()
  if (country && !/^[A-Z]{2}$/.test(country))
    errors.push({ parameter: 'country', message: 'must be an ISO 3166 code such as AU' })
  const whole = (name: string, fallback: number, max: number): number => {
    const raw = one(name)
    if (raw === undefined) return fallback
    const n = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN
    if (n >= 1 && n <= max) return n
    errors.push({ parameter: name, message: `must be a whole number from 1 to ${max}` })
    return fallback
  }
  const page = whole('page', 1, NEWS_PAGE_MAX)
  const perPage = whole('per_page', NEWS_PER_PAGE_DEFAULT, NEWS_PER_PAGE_MAX)
  if (errors.length) throw badParameters(errors)
  return { site: site.key, locale, country, page, perPage }
}
