import type { DynamicLists } from './dynamic-content-context.js'
import { isActiveStrategy, type DynamicStrategy } from './check-strategy.js'

/** Which outside list each strategy reads; url_brands reads none. */
const LIST_OF: Partial<Record<string, keyof DynamicLists>> = {
  mena_external_sl: 'menaExternalSl',
  mena_offers: 'menaOffers',
  reffine_sl: 'reffine',
}

/** The outside lists the given strategies read, so a render fetches those and no other. */
export function listsNeeded(strategies: Iterable<DynamicStrategy | undefined>): Set<keyof DynamicLists> {
  const needed = new Set<keyof DynamicLists>()
  for (const strategy of strategies) {
    const list = isActiveStrategy(strategy) ? LIST_OF[String(strategy.key)] : undefined
    if (list) needed.add(list)
  }
  return needed
}
