import type { DynamicContentContext, StrategyCheck } from './dynamic-content-context.js'
import { expandModelFamilies } from './model-families.js'
import { normaliseName } from './normalise-name.js'

/**
 * mena_external_sl (001 §5): passes when no list was loaded, or when the value (a model name, or a model
 * family standing for its models) is in the list. Names are compared normalised.
 */
export function checkMenaExternalSl(value: string, context: DynamicContentContext): StrategyCheck {
  const list = context.lists.menaExternalSl
  if (!list) return { pass: true, reason: 'no mena_external_sl list was loaded' }
  const names = new Set(list.map(normaliseName))
  const wanted = expandModelFamilies(normaliseName(value))
  const found = wanted.find((name) => names.has(name))
  return found
    ? { pass: true, reason: `${found} is in the mena_external_sl list` }
    : { pass: false, reason: `${normaliseName(value)} is not in the mena_external_sl list` }
}
