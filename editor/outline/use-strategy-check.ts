import {
  checkStrategy,
  isActiveStrategy,
  type DynamicStrategy,
} from '../../engine/dynamic-content/check-strategy.js'
import type { StrategyCheck } from '../../engine/dynamic-content/dynamic-content-context.js'
import { useEditor } from '../state/editor-store-context.js'
import { useDynamicContent } from './use-dynamic-content.js'

/**
 * The dynamic-content check of a block's or a button's strategy for this page, as the server render runs it
 * (engine/dynamic-content) on the same lists; null while the lists load or when the strategy guards nothing.
 */
export function useStrategyCheck(strategy: DynamicStrategy | undefined): StrategyCheck | null {
  const path = useEditor((s) => s.doc.path)
  const data = useDynamicContent()
  if (!isActiveStrategy(strategy) || !data) return null
  return checkStrategy(strategy, { path, siteBrand: data.brand, lists: data.lists })
}
