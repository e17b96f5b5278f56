import { CATALOGUE_MODEL_ID, type CatalogueModelRecord } from '../../../engine/catalogue/catalogue-model.js'
import type { LoaderContext } from '../../loader-context.js'

/**
 * A model of the site brand's catalogue, read in process from the stock's reference data (what the content
 * API's /vehicles/{id}/specs answers), or null when the catalogue has no such model of this brand: an editor's
 * mistake the block shows as "not available", not a failure. A page rendered without the stock, or a read
 * that fails, rejects: the block then shows its error state and the page is not kept (decision 029).
 */
export async function loadCatalogueModel(
  template: string,
  key: string | undefined,
  context: LoaderContext,
): Promise<CatalogueModelRecord | null> {
  if (!context.stock) throw new Error(`[${template}] the page was rendered without the model catalogue`)
  if (!key || !CATALOGUE_MODEL_ID.test(key)) return null
  const model = await context.stock.catalogueModel(key)
  if (!model || (model.data.brand && model.data.brand !== context.site.brand)) {
    context.log?.(`[${template}] no model ${key} of ${context.site.brand} in the catalogue`)
    return null
  }
  return model
}
