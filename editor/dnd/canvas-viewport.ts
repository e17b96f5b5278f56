import { createContext, useContext } from 'react'

/** The part of the editor's window where the canvas shows, or null when there is no canvas. */
export type ViewportRect = { left: number; top: number; right: number; bottom: number }

/**
 * Set by the canvas overlay, read by the collision detection: over this rectangle the pointer drops into
 * the canvas, elsewhere into the outline.
 */
export interface CanvasViewport {
  current: (() => ViewportRect | null) | null
}

export const CanvasViewportContext = createContext<CanvasViewport>({ current: null })

export function useCanvasViewport(): CanvasViewport {
  return useContext(CanvasViewportContext)
}
