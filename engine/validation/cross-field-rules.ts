import { areaRefusal } from '../registry/template-area.js'
import { templateStructure, type PathPattern } from '../registry/template-structure.js'
import { getAt, toPointer, type DocPath } from '../tree/paths.js'
import { isObject } from '../tree/slot-instances.js'
import { walkBlocks } from '../tree/walk-blocks.js'
import { templateRuleProblems } from './template-rules.js'
import type { ValidationError } from './validation-error.js'

/** Anchors every page has whatever its blocks say: `#component-N` (DESIGN.md §5). */
const COMPONENT_ANCHOR = /^component-\d+$/

/**
 * The rules JSON Schema cannot say, run after the schema check on whatever the document holds:
 * block ids unique in the page, anchors (block_scroll_id) unique in the page, every date range in order,
 * every in-page navigation item pointing at an anchor that exists on the page, every block in the area
 * its template allows (template-area.ts), and each template's own
 * rules (template-rules.ts).
 */
export function crossFieldErrors(doc: unknown): ValidationError[] {
  const errors: ValidationError[] = []
  // First sighting of each id and anchor, as a path: pointers are built only for what is reported.
  const ids = new Map<string, DocPath>()
  const anchors = new Map<string, DocPath>()
  const navigationTargets: { target: string; path: DocPath; blockId: string | null }[] = []
  walkBlocks(doc, ({ block, path }) => {
    const blockId = typeof block.id === 'string' ? block.id : null
    if (blockId !== null) {
      const first = ids.get(blockId)
      if (first)
        errors.push({
          path: toPointer([...path, 'id']),
          blockId,
          message: `block id "${blockId}" is already used at ${toPointer(first)}`,
        })
      else ids.set(blockId, path)
    }
    // A top-level block's path is ['blocks', index]; anything longer sits in a slot.
    const area = areaRefusal(block.template, path.length === 2)
    if (area) errors.push({ path: toPointer([...path, 'template']), blockId, message: area })
    const attributes: unknown = block.attributes
    const anchor = isObject(attributes) ? attributes.block_scroll_id : undefined
    if (typeof anchor === 'string' && anchor !== '') {
      const first = anchors.get(anchor)
      if (first)
        errors.push({
          path: toPointer([...path, 'attributes', 'block_scroll_id']),
          blockId,
          message: `anchor "${anchor}" is already used by the block at ${toPointer(first)}`,
        })
      else anchors.set(anchor, path)
    }
    for (const pattern of templateStructure(block.template).dateRanges)
      for (const at of expandPattern(attributes, pattern))
        checkRange(getAt(attributes, at), path, ['attributes', ...at], blockId, errors)
    if (block.template === 'in-page-navigation' && isObject(attributes) && Array.isArray(attributes.items))
      attributes.items.forEach((item: unknown, i) => {
        if (isObject(item) && typeof item.blockId === 'string' && item.blockId !== '')
          navigationTargets.push({
            target: item.blockId,
            path: [...path, 'attributes', 'items', i, 'blockId'],
            blockId,
          })
      })
    if (isObject(attributes))
      for (const { at, message } of templateRuleProblems(block.template, attributes))
        errors.push({ path: toPointer([...path, 'attributes', ...at]), blockId, message })
    if (block.visibility)
      checkRange(getAt(block, ['visibility', 'schedule']), path, ['visibility', 'schedule'], blockId, errors)
  })
  for (const { target, path, blockId } of navigationTargets)
    if (!anchors.has(target) && !COMPONENT_ANCHOR.test(target))
      errors.push({
        path: toPointer(path),
        blockId,
        message: `points to no block on this page: no block has the anchor "${target}"`,
      })
  return errors
}

function checkRange(
  range: unknown,
  blockPath: DocPath,
  at: DocPath,
  blockId: string | null,
  errors: ValidationError[],
): void {
  if (!isObject(range) || typeof range.start !== 'string' || typeof range.end !== 'string') return
  const start = Date.parse(range.start)
  const end = Date.parse(range.end)
  if (Number.isNaN(start) || Number.isNaN(end)) return
  if (start > end)
    errors.push({ path: toPointer([...blockPath, ...at, 'end']), blockId, message: 'ends before it starts' })
}

/** Concrete paths of a pattern in the data: ["slides", "*", "schedule"] -> ["slides", 0, "schedule"], ... */
function expandPattern(node: unknown, pattern: PathPattern): (string | number)[][] {
  if (pattern.length === 0) return [[]]
  const [head, ...rest] = pattern
  if (head === '*') {
    if (!Array.isArray(node)) return []
    return node.flatMap((item, i) => expandPattern(item, rest).map((tail) => [i, ...tail]))
  }
  if (!isObject(node)) return []
  if (rest.length === 0) return [[head as string]]
  return expandPattern(node[head as string], rest).map((tail) => [head as string, ...tail])
}
