import type { FormReader } from '../../engine/forms/form-reader.js'
import type { NewsReader } from '../../engine/news/news-reader.js'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import type { LoaderContext } from '../../renderer/loader-context.js'
import type { Site } from '../storage/site-store.js'

/**
 * What block loaders read on the server for a site and locale: its settings, the query, the stock, the forms,
 * the news and data URLs, and where they report failures (renderer/loader-context.ts says what each is for).
 */
export function loaderContextFor(input: {
  site: Site
  locale: string
  settings: Record<string, unknown>
  query: URLSearchParams
  origin?: string
  stock?: StockReader
  forms?: FormReader
  news?: NewsReader
  fetchData?: (url: string) => Promise<unknown>
  log?: (message: string, error?: unknown) => void
  failed?: (template: string, error: unknown) => void
}): LoaderContext {
  const { site, origin, stock, forms, news, fetchData, log, failed } = input
  return {
    site: { key: site.key, name: site.name, brand: site.brand },
    locale: input.locale,
    settings: input.settings,
    query: input.query,
    ...(origin ? { origin } : {}),
    ...(stock ? { stock } : {}),
    ...(forms ? { forms } : {}),
    ...(news ? { news } : {}),
    ...(fetchData ? { fetchData } : {}),
    ...(log ? { log } : {}),
    ...(failed ? { failed } : {}),
  }
}
