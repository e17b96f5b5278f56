import type { BlockVisibility } from '../../templates/generated/types.js'
import { checkMenaExternalSl } from './check-mena-external-sl.js'
import { checkMenaOffers } from './check-mena-offers.js'
import { checkReffineSl } from './check-reffine-sl.js'
import { checkUrlBrands } from './check-url-brands.js'
import type { DynamicContentContext, StrategyCheck } from './dynamic-content-context.js'

/** A dynamic-content strategy as blocks and floating button items store it (001 §3). */
export type DynamicStrategy = NonNullable<BlockVisibility['strategy']>

/** Whether a strategy guards anything: it has a key and is not switched off. */
export function isActiveStrategy(strategy: DynamicStrategy | undefined): strategy is DynamicStrategy {
  return Boolean(strategy?.key) && strategy?.enabled !== false
}

/**
 * The dynamic-content check of a block, button or floating button item (001 §4, §5; 002 §5). A strategy
 * that is switched off, or has no key or no value, always passes; a value of the wrong kind counts as no
 * value. Pure: the lists it reads were fetched before (server/dynamic-content).
 */
export function checkStrategy(
  strategy: DynamicStrategy | undefined,
  context: DynamicContentContext,
): StrategyCheck {
  if (!strategy?.key) return { pass: true, reason: 'no strategy' }
  if (strategy.enabled === false) return { pass: true, reason: `${strategy.key} is switched off` }
  const value: unknown = strategy.value
  if (value === undefined || value === null || value === '')
    return { pass: true, reason: `${strategy.key} has no value` }
  switch (strategy.key) {
    case 'mena_external_sl':
      return typeof value === 'string'
        ? checkMenaExternalSl(value, context)
        : { pass: true, reason: 'mena_external_sl has no model name' }
    case 'url_brands':
      return typeof value === 'string'
        ? checkUrlBrands(value, context)
        : { pass: true, reason: 'url_brands has no brand' }
    case 'mena_offers':
      return checkMenaOffers(value, context)
    case 'reffine_sl':
      return checkReffineSl(value, context)
    default:
      return { pass: true, reason: `unknown strategy ${String(strategy.key)}` }
  }
}
