import { useRenderContext } from '../../context/render-context.js'
import { STOCK_LIST_LABELS_AR } from './stock-list-labels-ar.js'
import { STOCK_LIST_LABELS, type StockListLabels } from './stock-list-labels.js'
import { languageOf } from '../../../engine/storefront/language-of.js'

/** The stock list's words in the page's language: Arabic for `ar`, English otherwise. */
export function useStockListLabels(): StockListLabels {
  return languageOf(useRenderContext().locale) === 'ar' ? STOCK_LIST_LABELS_AR : STOCK_LIST_LABELS
}
