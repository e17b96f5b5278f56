import { templateStructure } from '../../engine/registry/template-structure.js'
import { slotInstances } from '../../engine/tree/slot-instances.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import { blockRegistry } from '../registry.js'

const known = new WeakMap<Block, boolean>()

/**
 * Whether a block's HTML depends on nothing but its data and the render context, so it may be rendered once
 * and reused (docs/decisions/018). Not when it or a block nested in it has a loader (stock, forms: data
 * that changes without a publish) or reads the page's query, and not when it is scheduled or shows a date
 * range (what it renders depends on the time). Documents are immutable, so the answer is kept per block.
 */
export function reusableBlock(block: Block): boolean {
  const hit = known.get(block)
  if (hit !== undefined) return hit
  const entry = blockRegistry[block.template as TemplateKey] as
    { loader?: unknown; readsQuery?: boolean } | undefined
  const answer =
    entry !== undefined &&
    !entry.loader &&
    !entry.readsQuery &&
    !block.visibility?.schedule &&
    !showsDateRange(block) &&
    slotInstances(block).every((slot) =>
      (slot.blocks ?? []).every((nested) => reusableBlock(nested as Block)),
    )
  known.set(block, answer)
  return answer
}

/** True when the block carries a value in one of its template's DateRange fields (an offer schedule). */
function showsDateRange(block: Block): boolean {
  return templateStructure(block.template).dateRanges.some((pattern) =>
    valuesAt(block.attributes, pattern).some((value) => value !== undefined && value !== null),
  )
}

function valuesAt(node: unknown, pattern: readonly string[]): unknown[] {
  if (pattern.length === 0) return [node]
  if (node === null || typeof node !== 'object') return []
  const [head, ...rest] = pattern
  if (head === '*') return Array.isArray(node) ? node.flatMap((item) => valuesAt(item, rest)) : []
  return valuesAt((node as Record<string, unknown>)[head as string], rest)
}
