import type { DynamicContentContext, StrategyCheck } from './dynamic-content-context.js'
import { expandModelFamilies } from './model-families.js'
import { normaliseName } from './normalise-name.js'
import { strategyObjectValue } from './strategy-object-value.js'

/**
 * mena_offers (001 §5): passes when the offer list is absent, fails when it is empty, else passes when some
 * offer matches every property of the value (a JSON object, or its JSON string). Names are compared after
 * trimming, lower-casing and turning spaces into underscores; a model family matches any of its models.
 */
export function checkMenaOffers(value: unknown, context: DynamicContentContext): StrategyCheck {
  const offers = context.lists.menaOffers
  if (!offers) return { pass: true, reason: 'no offer list was loaded' }
  if (offers.length === 0) return { pass: false, reason: 'the offer list is empty' }
  const wanted = Object.entries(strategyObjectValue(value, context.log)).map(
    ([key, v]) => [key, new Set(expandModelFamilies(normaliseName(v)))] as const,
  )
  const matches = offers.some((offer) => wanted.every(([key, names]) => names.has(normaliseName(offer[key]))))
  const described = wanted.map(([key, names]) => `${key} ${[...names].join('/')}`).join(', ')
  return matches
    ? { pass: true, reason: `an offer matches ${described || 'the value'}` }
    : { pass: false, reason: `no offer matches ${described}` }
}
