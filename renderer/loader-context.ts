import type { FormReader } from '../engine/forms/form-reader.js'
import type { NewsReader } from '../engine/news/news-reader.js'
import type { StockReader } from '../engine/stock/stock-reader.js'

/**
 * What a block's loader may read besides its block: the request's site, locale, the site settings, the
 * page URL's query (a stock locator renders the search the URL names) and, on the server, the stock and
 * the forms.
 */
export interface LoaderContext {
  site: { key: string; name: string; brand: string }
  locale: string
  /** The site settings (values as stored: strings, or parsed JSON). */
  settings: Record<string, unknown>
  query: URLSearchParams
  /** The site's origin as the request reached it ("https://example.com"), for absolute URLs (structured data). */
  origin?: string
  /** The stock, read in process (absent where there is none: the editor, tests of other parts). */
  stock?: StockReader
  /** The forms' public definitions (absent in the editor: a form block then fetches its form in the browser). */
  forms?: FormReader
  /** This server's published news (the news block, when its api_root is this server's news API). */
  news?: NewsReader
  /**
   * The JSON a block's data URL answers (a /block-data/ file, or another server's through the outbound client;
   * decision 041). Absent in the editor: the blocks then show their placeholder.
   */
  fetchData?: (url: string) => Promise<unknown>
  /** Where a loader reports a failure it answers as data (the news block shows its own error texts). */
  log?: (message: string, error?: unknown) => void
  /**
   * Called when a block's loader failed and the block shows its error state: the server logs it and does not
   * keep the page in the page cache, so the next visitor's "Try again" asks again (decision 029).
   */
  failed?: (template: string, error: unknown) => void
}
