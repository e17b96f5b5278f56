import { parseQuery } from './parse-query.js'

/** 001 §2: the campaign cookie and the query parameters it keeps, in this order. */
export const CAMPAIGN_COOKIE_NAME = '__gtm_campaign_url'
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
] as const

/**
 * The campaign cookie to set when a visitor arrives with a query string (001 §2): the campaign parameters as
 * a query string (the first value of each, in the order above, empty values skipped), path /. Null when the
 * query holds none of them, so an earlier campaign is not overwritten by a plain visit.
 *
 * @example campaignCookie('?gclid=abc&utm_source=google&page=2') // { name: '__gtm_campaign_url', value: 'utm_source=google&gclid=abc', path: '/' }
 */
export function campaignCookie(search: string): { name: string; value: string; path: '/' } | null {
  const query = parseQuery(search)
  const parts: string[] = []
  for (const param of CAMPAIGN_PARAMS) {
    const value = query.find(([key, v]) => key === param && v !== '')?.[1]
    if (value !== undefined) parts.push(`${param}=${encodeURIComponent(value)}`)
  }
  return parts.length ? { name: CAMPAIGN_COOKIE_NAME, value: parts.join('&'), path: '/' } : null
}
