import type { PathPattern, SlotSpec } from '../registry/template-structure.js'
import { templateStructure } from '../registry/template-structure.js'
import { formatRelativePath } from './paths.js'

/** One concrete slot of a block, e.g. the content of its second tab. */
export interface SlotInstance {
  /** Its name as the editor writes it: "tabs/1/content". */
  slot: string
  /** Its path inside the block's attributes. */
  path: (string | number)[]
  spec: SlotSpec
  /** The nested blocks, or undefined while the slot is empty and unset. */
  blocks: unknown[] | undefined
}

/** The slots of a block as it is now (one per tab for a slot inside a group). Tolerates malformed data. */
export function slotInstances(block: unknown): SlotInstance[] {
  if (!isObject(block) || typeof block.template !== 'string' || !isObject(block.attributes)) return []
  const out: SlotInstance[] = []
  for (const spec of templateStructure(block.template).slots) {
    expand(block.attributes, spec.path, [], (path, value) => {
      out.push({
        slot: formatRelativePath(path),
        path,
        spec,
        blocks: Array.isArray(value) ? value : undefined,
      })
    })
  }
  return out
}

function expand(
  node: unknown,
  pattern: PathPattern,
  at: (string | number)[],
  visit: (path: (string | number)[], value: unknown) => void,
): void {
  if (pattern.length === 0) return visit(at, node)
  const [head, ...rest] = pattern
  if (head === '*') {
    if (Array.isArray(node)) node.forEach((item, i) => expand(item, rest, [...at, i], visit))
    return
  }
  if (!isObject(node)) return
  if (rest.length === 0) return visit([...at, head as string], node[head as string])
  expand(node[head as string], rest, [...at, head as string], visit)
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
