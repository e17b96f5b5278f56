import type { Block } from '../../templates/generated/types.js'
import { DropZone } from '../dnd/DropZone.js'
import { OutlineItem } from './OutlineItem.js'

/** One list of the tree (the page or a slot), ending in a drop zone that appends to it. */
export function OutlineList({
  blocks,
  parentId,
  slot,
  label,
}: {
  blocks: readonly Block[]
  parentId: string | null
  slot?: string
  label: string
}) {
  const zoneId = parentId === null ? 'dropzone:root' : `dropzone:${parentId}:${slot}`
  return (
    <>
      <ul className="outline__list">
        {blocks.map((block, index) => (
          <OutlineItem
            key={block.id}
            block={block}
            parentId={parentId}
            slot={slot}
            index={index}
            last={index === blocks.length - 1}
          />
        ))}
      </ul>
      {/* The page's own zone sticks at the outline's bottom edge (outline.css): pinned. */}
      <DropZone
        id={zoneId}
        target={{ parentId, slot, index: blocks.length }}
        label={`Drop into ${label}`}
        pinned={parentId === null}
      />
    </>
  )
}
