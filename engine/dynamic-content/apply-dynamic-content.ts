import type { PageDocument } from '../../templates/generated/types.js'
import { filterBlocks } from '../tree/filter-blocks.js'
import { checkStrategy, isActiveStrategy } from './check-strategy.js'
import type { DynamicContentContext } from './dynamic-content-context.js'

/** A block a strategy hides, and why: what the editor's badge says. */
export interface HiddenByStrategy {
  blockId: string
  key: string
  reason: string
}

/**
 * The page as a visitor sees it after the dynamic-content checks (001 §4): a block whose enabled strategy
 * fails is left out, with its nested blocks, so it is not in the HTML at all (no flash). Everything the
 * checks read is known when the page renders on the server.
 */
export function applyDynamicContent(
  doc: PageDocument,
  context: DynamicContentContext,
): { doc: PageDocument; hidden: HiddenByStrategy[] } {
  const hidden: HiddenByStrategy[] = []
  const blocks = filterBlocks(doc.blocks, (block) => {
    const strategy = block.visibility?.strategy
    if (!isActiveStrategy(strategy)) return true
    const check = checkStrategy(strategy, context)
    if (!check.pass) hidden.push({ blockId: block.id, key: String(strategy.key), reason: check.reason })
    return check.pass
  })
  return { doc: blocks === doc.blocks ? doc : { ...doc, blocks }, hidden }
}
