import { languageOf } from '../../../engine/storefront/language-of.js'
import { useRenderContext } from '../../context/render-context.js'
import { RETAILER_LABELS, RETAILER_LABELS_AR, type RetailerLabels } from './retailer-labels.js'

/** The retailer blocks' words in the page's language: Arabic for `ar`, English otherwise. */
export function useRetailerLabels(): RetailerLabels {
  return languageOf(useRenderContext().locale) === 'ar' ? RETAILER_LABELS_AR : RETAILER_LABELS
}
