import type { FabView } from '../rules/floating-action-button.js'
import { checkStrategy } from './check-strategy.js'
import type { DynamicContentContext } from './dynamic-content-context.js'

/**
 * The floating action button with the items whose dynamic-content check passes (001 §3); null when none
 * is left, as the button shows nothing then.
 */
export function fabItemsShown(fab: FabView | null, context: DynamicContentContext): FabView | null {
  if (!fab) return null
  const items = fab.items.filter((item) => checkStrategy(item.strategy, context).pass)
  if (items.length === fab.items.length) return fab
  return items.length ? { ...fab, items } : null
}
