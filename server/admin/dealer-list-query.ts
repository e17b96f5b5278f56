import { badRequest } from '../http/http-error.js'
import type { Site } from '../storage/site-store.js'
import { plainText } from './media-input.js'

function whole(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw badRequest(`${name} must be a whole number from 1 to ${max}`)
  return n
}

/**
 * GET /admin/api/dealers's query: `site` (its brand's retailers; the site of the request's host when absent), one of `sites` (those the
 * user may see),
 * `q`, `page`, `items`.
 */
export function dealerListQuery(
  query: Record<string, unknown>,
  sites: readonly Site[],
  hostSite: Site | undefined,
) {
  // Without a choice, the host's site when the user may see it, else the first they may (decision 067).
  const site =
    query.site === undefined
      ? (sites.find((s) => s.key === hostSite?.key) ?? sites[0])
      : sites.find((s) => s.key === query.site)
  if (!site) throw badRequest(`site must be one of ${sites.map((s) => s.key).join(', ')}`)
  const search = query.q === undefined ? '' : plainText(query.q, 'q', 100).trim()
  return {
    site,
    search: search || undefined,
    page: whole(query.page, 'page', 1, 100_000),
    items: whole(query.items, 'items', 50, 100),
  }
}
