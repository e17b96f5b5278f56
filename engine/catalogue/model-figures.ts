import type { CatalogueEngineDetail, CatalogueModelRecord } from './catalogue-model.js'

/** The figures a derivative (model-summary's spec_key_1..3) can show, read from the model catalogue. */
export const MODEL_FIGURE_KEYS = [
  'price_from',
  'maximum_power',
  'engine_power',
  'fuel',
  'drivetrain',
  'seats',
  'body_type',
  'engines',
] as const
export type ModelFigureKey = (typeof MODEL_FIGURE_KEYS)[number]

/** The catalogue's spec item keys, and the label an older catalogue (seeded before keys) gave each. */
const SPEC_LABELS: Partial<Record<ModelFigureKey, string>> = {
  price_from: 'From',
  maximum_power: 'Maximum power',
  drivetrain: 'Drivetrain',
  seats: 'Seats',
  body_type: 'Body type',
  engines: 'Engines',
}

/** The engine `code` names among the model's engines (case and spaces ignored), or null. */
export function engineOf(
  model: CatalogueModelRecord,
  code: string | undefined,
): CatalogueEngineDetail | null {
  if (!code) return null
  const wanted = code.replace(/\s+/g, '').toLowerCase()
  return (
    (model.data.engine_details ?? []).find(
      (engine) => engine.code.replace(/\s+/g, '').toLowerCase() === wanted,
    ) ?? null
  )
}

function specValue(model: CatalogueModelRecord, key: ModelFigureKey): string | null {
  for (const group of model.specs)
    for (const item of group.items)
      if (item.key === key || (item.key === undefined && item.label === SPEC_LABELS[key])) return item.value
  return null
}

/**
 * The value of one figure of a model, of its engine `engine` where the figure is the engine's (power, fuel,
 * drivetrain), or null when the catalogue does not have it (the block then leaves the figure out).
 * Engine-only figures (engine_power, fuel) need a known engine.
 */
export function modelFigure(
  model: CatalogueModelRecord,
  key: ModelFigureKey,
  engine: CatalogueEngineDetail | null,
): string | null {
  switch (key) {
    case 'engine_power':
      return engine ? `${engine.power_kw} kW` : null
    case 'fuel':
      return engine && engine.fuels.length ? engine.fuels.join(', ') : null
    case 'drivetrain':
      return engine?.drivetrain ?? specValue(model, key)
    default:
      return specValue(model, key)
  }
}
