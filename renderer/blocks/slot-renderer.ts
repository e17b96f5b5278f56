import { createContext, type ComponentType } from 'react'
import type { Block } from '../../templates/generated/types.js'

/**
 * How a Slot renders its nested blocks. BlockList provides itself here on the server, so Slot never
 * imports BlockList (and with it the registry and every block component): an island's chunk stays the
 * size of its own block.
 */
export const SlotRenderer = createContext<ComponentType<{ blocks: readonly Block[] | undefined }> | null>(
  null,
)
