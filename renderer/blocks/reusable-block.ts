import { templateStructure } from '../../engine/registry/template-structure.js'
import { slotInstances } from '../../engine/tree/slot-instances.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import { blockRegistry } from '../registry.js'

/**
 * How a block's HTML may be reused (docs/decisions/018, 029):
 * - `static`: it depends on nothing but its data and the render context (no loader, nothing nested with
 *   one), so it is rendered once per content version;
 * - `live`: it shows its own loader's data (stock, forms), which changes without a publish, so its HTML is
 *   kept only as long as a page of live data is (a minute, and never across a stock change);
 * - null: it renders for every request: it reads the page's query, is scheduled or shows a date range
 *   (what it renders depends on the request or the time), or a block nested in it has a loader.
 * Documents are immutable, so the answer is kept per block.
 */
export type BlockReuse = 'static' | 'live' | null

const known = new WeakMap<Block, BlockReuse>()

export function blockReuse(block: Block): BlockReuse {
  const hit = known.get(block)
  if (hit !== undefined) return hit
  const entry = blockRegistry[block.template as TemplateKey] as
    { loader?: unknown; readsQuery?: boolean } | undefined
  const answer: BlockReuse =
    entry === undefined ||
    entry.readsQuery ||
    block.visibility?.schedule ||
    showsDateRange(block) ||
    !slotInstances(block).every((slot) =>
      (slot.blocks ?? []).every((nested) => blockReuse(nested as Block) === 'static'),
    )
      ? null
      : entry.loader
        ? 'live'
        : 'static'
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
