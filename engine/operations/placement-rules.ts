import { areaRefusal } from '../registry/template-area.js'
import { getTemplate } from '../registry/template-registry.js'
import { walkBlocks } from '../tree/walk-blocks.js'
import { refuse, YES, type Verdict } from './editor-action.js'
import type { Container } from './resolve-container.js'

/** Whether a container takes one more block of `template` (`adding` false for a move within it). */
export function canPlace(container: Container, template: string, index: number, adding: boolean): Verdict {
  const name = getTemplate(template)?.name ?? template
  const { allow, maxItems } = container.spec
  if (!getTemplate(template)) return refuse(`Unknown template "${template}"`)
  if (allow && !allow.includes(template)) {
    const allowed = allow.map((key) => getTemplate(key)?.name ?? key).join(', ')
    return refuse(`${name} is not allowed in ${container.label} (allowed: ${allowed})`)
  }
  // The page root is the container without ancestors.
  const area = areaRefusal(template, container.lineage.length === 0)
  if (area) return refuse(area)
  const size = container.blocks.length
  if (adding && size >= maxItems)
    return refuse(`${upperFirst(container.label)} holds at most ${maxItems} blocks`)
  const last = adding ? size : size - 1
  if (!Number.isInteger(index) || index < 0 || index > last)
    return refuse(`Position ${index} is out of range (0 to ${last})`)
  return YES
}

/** Ids of a block and everything nested in it. */
export function subtreeIds(block: unknown): string[] {
  const ids: string[] = []
  walkBlocks({ blocks: [block] }, ({ block: b }) => {
    ids.push(b.id)
  })
  return ids
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
