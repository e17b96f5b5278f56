import type { NewsListPage } from './news-list-page.js'
import { parseNewsEntry } from './parse-news-entry.js'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const count = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2 ** 31 - 1 ? v : undefined

/**
 * A news API's list answer, `{ data: { data: [entries], meta: { total, page, items, pages } } }` (the shape
 * GET /public_api/news answers), or undefined when it is not one: the block then shows its error texts.
 */
export function parseNewsList(json: unknown): NewsListPage | undefined {
  const outer = isRecord(json) && isRecord(json.data) ? json.data : undefined
  if (!outer || !Array.isArray(outer.data) || !isRecord(outer.meta)) return undefined
  const total = count(outer.meta.total)
  const page = count(outer.meta.page)
  const perPage = count(outer.meta.items)
  const pages = count(outer.meta.pages)
  if (total === undefined || !page || !perPage || pages === undefined) return undefined
  const entries = outer.data.slice(0, perPage).flatMap((e) => parseNewsEntry(e) ?? [])
  return { entries, total, page, pages, perPage }
}
