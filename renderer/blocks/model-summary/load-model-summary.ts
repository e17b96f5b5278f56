import { engineOf, modelFigure, type ModelFigureKey } from '../../../engine/catalogue/model-figures.js'
import type { ModelSummaryAttributes } from '../../../templates/generated/types.js'
import type { LoaderContext } from '../../loader-context.js'
import { loadCatalogueModel } from '../jlr-specification/load-catalogue-model.js'
import { modelShowcaseText } from './model-showcase-text.js'

/** What a derivative shows of the catalogue: its model's name and picture, its engine and three figures. */
export interface ModelSummaryData {
  name: string
  imageId: string | null
  /** The engine code as the catalogue spells it, when engine_key names one of the model's engines. */
  engine: string | null
  /** The figures of spec_key_1..3 that the catalogue has, in that order, with their slot (1 to 3). */
  figures: { slot: 1 | 2 | 3; key: ModelFigureKey; value: string }[]
}

/**
 * The model summary's loader: the catalogue model of car_key (load-catalogue-model.ts), its engine_key
 * engine and the values of spec_key_1..3 (fuel names in the page's language). Null when the catalogue has
 * no such model: the derivative then shows the editor's texts only.
 */
export async function loadModelSummary(
  a: ModelSummaryAttributes,
  context: LoaderContext,
): Promise<ModelSummaryData | null> {
  const model = await loadCatalogueModel('model-summary', a.car_key, context)
  if (!model) return null
  const engine = engineOf(model, a.engine_key)
  const { fuels } = modelShowcaseText(context.locale)
  const keys = [a.spec_key_1, a.spec_key_2, a.spec_key_3]
  const figures: ModelSummaryData['figures'] = []
  keys.forEach((key, i) => {
    if (!key) return
    let value = modelFigure(model, key, engine)
    if (value && key === 'fuel') value = engine!.fuels.map((fuel) => fuels[fuel] ?? fuel).join(' · ')
    if (value) figures.push({ slot: (i + 1) as 1 | 2 | 3, key, value })
  })
  return {
    name: model.data.name ?? model.id,
    imageId: model.data.image_id ?? null,
    engine: engine?.code ?? null,
    figures,
  }
}
