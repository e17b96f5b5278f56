import type { Block } from '../../templates/generated/types.js'
import { CanvasBlock } from './CanvasBlock.js'

/** The canvas's list of blocks: the page root (with the site's `#component-N` anchors) or a slot. */
export function CanvasBlockList({
  blocks,
  root = false,
}: {
  blocks: readonly Block[] | undefined
  root?: boolean
}) {
  return (
    <>
      {(blocks ?? []).map((block, i) => (
        <CanvasBlock key={block.id} block={block} anchor={root ? `component-${i + 1}` : undefined} />
      ))}
    </>
  )
}
