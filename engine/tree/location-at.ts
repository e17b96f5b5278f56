import type { Block } from '../../templates/generated/types.js'
import type { DocPath } from './paths.js'
import { isObject, slotInstances } from './slot-instances.js'
import type { BlockLocation } from './walk-blocks.js'

/**
 * The location of the block at `path` ("blocks", 3, "attributes", "tabs", 0, "content", 1), exactly as
 * walkBlocks would report it (parent, slot, ancestors), or undefined when no block is there: reading down
 * one branch instead of walking the page.
 */
export function locationAt(doc: unknown, path: DocPath): BlockLocation | undefined {
  if (!isObject(doc) || path[0] !== 'blocks') return undefined
  let list: unknown = doc.blocks
  let containerPath: DocPath = ['blocks']
  let parentId: string | null = null
  let slot: string | null = null
  let ancestors: string[] = []
  let at = 1
  for (;;) {
    const index = path[at]
    if (typeof index !== 'number' || !Array.isArray(list)) return undefined
    const block: unknown = list[index]
    if (!isObject(block) || typeof block.template !== 'string') return undefined
    const blockPath = [...containerPath, index]
    at++
    if (at === path.length)
      return {
        block: block as unknown as Block,
        path: blockPath,
        containerPath,
        index,
        parentId,
        slot,
        ancestors,
      }
    if (path[at] !== 'attributes') return undefined
    const rest = path.slice(at + 1)
    const instance = slotInstances(block).find(
      (candidate) =>
        candidate.blocks !== undefined &&
        candidate.path.length < rest.length &&
        candidate.path.every((part, i) => rest[i] === part),
    )
    if (!instance) return undefined
    const id = typeof block.id === 'string' ? block.id : ''
    list = instance.blocks
    containerPath = [...blockPath, 'attributes', ...instance.path]
    parentId = id
    slot = instance.slot
    ancestors = [...ancestors, id]
    at += 1 + instance.path.length
  }
}
