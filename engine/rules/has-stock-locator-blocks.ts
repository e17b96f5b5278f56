import { walkBlocks } from '../tree/walk-blocks.js'

/**
 * The templates that make a page a listing page (PLP): the stock locator and its overseas variant, which
 * list a stock list with filters. The carousel and the in-page inventory are teasers on content pages (the
 * home page has one), so a page holding only those stays dx_other (decision 060).
 */
const LISTING_TEMPLATES: ReadonlySet<string> = new Set(['stock-locator', 'stock-locator-overseas'])

/**
 * Whether a page holds a stock locator block anywhere in its tree (slots included): what 000 §2's "a page
 * containing stock locator blocks gives plp" asks of a CMS page.
 */
export function hasStockLocatorBlocks(doc: unknown): boolean {
  let found = false
  walkBlocks(doc, ({ block }) => {
    found = LISTING_TEMPLATES.has(block.template)
    return !found
  })
  return found
}
