import { createContext, useContext } from 'react'
import type { Dragged } from './drag-data.js'

/** The drag in progress (null between drags): drop targets read it to light up where the engine agrees. */
export const DragSession = createContext<Dragged | null>(null)

export function useDragged(): Dragged | null {
  return useContext(DragSession)
}
