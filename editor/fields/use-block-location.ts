import { useMemo } from 'react'
import type { DocPath } from '../../engine/tree/paths.js'
import { locateBlock } from '../../engine/tree/walk-blocks.js'
import type { Block, PageDocument } from '../../templates/generated/types.js'

export interface FoundBlock {
  block: Block
  path: DocPath
}

/**
 * Where a block is in the document. locateBlock looks first where the block was last found (a field edit
 * leaves it there), so a keystroke in a 300-block page reads one branch rather than walking the page.
 */
export function useBlockLocation(doc: PageDocument, blockId: string): FoundBlock | undefined {
  return useMemo(() => {
    const found = locateBlock(doc, blockId)
    return found ? { block: found.block, path: found.path } : undefined
  }, [doc, blockId])
}
