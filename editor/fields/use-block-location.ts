import { useMemo, useRef } from 'react'
import { getAt, type DocPath } from '../../engine/tree/paths.js'
import { locateBlock } from '../../engine/tree/walk-blocks.js'
import type { Block, PageDocument } from '../../templates/generated/types.js'

export interface FoundBlock {
  block: Block
  path: DocPath
}

function isBlock(value: unknown, id: string): value is Block {
  return typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id
}

/**
 * Where a block is in the document, looked up first where it was last time (a field edit leaves it there)
 * and only then by walking the whole page: a 300-block page is walked once, not on every keystroke.
 */
export function useBlockLocation(doc: PageDocument, blockId: string): FoundBlock | undefined {
  const last = useRef<DocPath | null>(null)
  return useMemo(() => {
    const previous = last.current
    if (previous) {
      const there = getAt(doc, previous)
      if (isBlock(there, blockId)) return { block: there, path: previous }
    }
    const found = locateBlock(doc, blockId)
    last.current = found ? found.path : null
    return found ? { block: found.block, path: found.path } : undefined
  }, [doc, blockId])
}
