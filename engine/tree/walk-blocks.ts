import type { Block } from '../../templates/generated/types.js'
import { locationAt } from './location-at.js'
import type { DocPath } from './paths.js'
import { isObject, slotInstances } from './slot-instances.js'

/** Where a block sits in the page. */
export interface BlockLocation {
  block: Block
  /** Path from the document root to the block. */
  path: DocPath
  /** Path from the document root to the list holding it. */
  containerPath: DocPath
  index: number
  /** The block whose slot holds it; null at the page root. */
  parentId: string | null
  /** The slot of the parent ("tabs/0/content"); null at the page root. */
  slot: string | null
  /** Ids from the outermost ancestor to the parent. */
  ancestors: string[]
}

/**
 * Visits every block of the page depth-first, parents before children, through every slot. Return false
 * from the visitor to stop. Anything that is not an object with a template is skipped, so a malformed
 * document is walked as far as it makes sense.
 */
export function walkBlocks(doc: unknown, visit: (location: BlockLocation) => boolean | void): void {
  if (!isObject(doc) || !Array.isArray(doc.blocks)) return
  walkList(doc.blocks, ['blocks'], null, null, [], visit)
}

function walkList(
  list: unknown[],
  containerPath: DocPath,
  parentId: string | null,
  slot: string | null,
  ancestors: string[],
  visit: (location: BlockLocation) => boolean | void,
): boolean {
  for (let index = 0; index < list.length; index++) {
    const block = list[index]
    if (!isObject(block) || typeof block.template !== 'string') continue
    const path = [...containerPath, index]
    const location: BlockLocation = {
      block: block as unknown as Block,
      path,
      containerPath,
      index,
      parentId,
      slot,
      ancestors,
    }
    if (visit(location) === false) return false
    const id = typeof block.id === 'string' ? block.id : ''
    for (const instance of slotInstances(block)) {
      if (!instance.blocks) continue
      const childPath = [...path, 'attributes', ...instance.path]
      if (!walkList(instance.blocks, childPath, id, instance.slot, [...ancestors, id], visit)) return false
    }
  }
  return true
}

/** Where blocks were last found, by id: a memo, never the answer without checking it (locateBlock). */
const lastPaths = new Map<string, DocPath>()
/** Enough for the blocks an editor works on; the memo starts afresh past it. */
const LAST_PATHS_MAX = 512

/**
 * The location of the block with `id`, or undefined. Looked up first where it was found last time, which is
 * where an edit leaves it: a keystroke in a 300-block page then reads one branch instead of walking the
 * page twice (once to check the action, once to apply it). The place is checked (a block with that id is
 * there), so a moved or removed block is found by the walk as before. On a malformed page with a repeated
 * id the remembered one may be the later of the two; validation reports such a page.
 */
export function locateBlock(doc: unknown, id: string): BlockLocation | undefined {
  const remembered = lastPaths.get(id)
  if (remembered) {
    const there = locationAt(doc, remembered)
    if (there && there.block.id === id) return there
  }
  let found: BlockLocation | undefined
  walkBlocks(doc, (location) => {
    if (location.block.id !== id) return true
    found = location
    return false
  })
  if (found) {
    if (lastPaths.size >= LAST_PATHS_MAX) lastPaths.clear()
    lastPaths.set(id, found.path)
  } else lastPaths.delete(id)
  return found
}
