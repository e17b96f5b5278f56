import type { FormReader } from '../engine/forms/form-reader.js'
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
  /** The stock, read in process (absent where there is none: the editor, tests of other parts). */
  stock?: StockReader
  /** The forms' public definitions (absent in the editor: a form block then fetches its form in the browser). */
  forms?: FormReader
}
