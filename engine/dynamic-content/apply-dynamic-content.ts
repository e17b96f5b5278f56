import type { Block, PageDocument } from '../../templates/generated/types.js'
import { filterBlocks } from '../tree/filter-blocks.js'
import { checkStrategy, isActiveStrategy } from './check-strategy.js'
import { linksShown } from './links-shown.js'
import type { DynamicContentContext } from './dynamic-content-context.js'

/** The property of a block standing in for a hidden one: its strategy's fallback text (BlockList draws it). */
export const DYNAMIC_FALLBACK = 'dynamic_fallback'

/** A block in place of a hidden one, showing only the fallback text: no attributes, no nested blocks. */
function fallbackBlock(block: Block, text: string): Block {
  return {
    id: block.id,
    template: block.template,
    attributes: {},
    [DYNAMIC_FALLBACK]: text,
  } as unknown as Block
}

/** The fallback text a block stands in with, if it is one (see fallbackBlock). */
export function dynamicFallbackOf(block: Block): string | null {
  const text = (block as unknown as Record<string, unknown>)[DYNAMIC_FALLBACK]
  return typeof text === 'string' ? text : null
}

/** A block a strategy hides, and why: what the editor's badge says. */
export interface HiddenByStrategy {
  blockId: string
  key: string
  reason: string
}

/**
 * The page as a visitor sees it after the dynamic-content checks (001 §4): a block whose enabled strategy
 * fails is left out, with its nested blocks, so it is not in the HTML at all (no flash), or, when the
 * strategy has a fallback text, replaced by a block showing only that text; so is a button or
 * link whose strategy fails (links-shown.ts). Everything the checks read is known when the page renders on
 * the server.
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
    if (check.pass) return true
    hidden.push({ blockId: block.id, key: String(strategy.key), reason: check.reason })
    // 001 §4: "otherwise a fallback (or nothing)": the strategy's fallback text takes the block's place.
    const fallback = strategy.fallback?.trim()
    return fallback ? fallbackBlock(block, fallback) : false
  })
  const shown = linksShown(blocks, (strategy) => checkStrategy(strategy, context).pass)
  return { doc: shown === doc.blocks ? doc : { ...doc, blocks: shown }, hidden }
}
