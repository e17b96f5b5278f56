import { blockDomId } from './block-dom-id.js'

/**
 * Element ids of tab i and its panel, from the block id (unique in the page). Not useId(): an island
 * hydrates alone, so React's ids would differ from the server's, while the block id is the same on both.
 */
export function tabIds(blockId: string, i: number): { tab: string; panel: string } {
  const base = blockDomId(blockId)
  return { tab: `${base}-tab-${i}`, panel: `${base}-panel-${i}` }
}
