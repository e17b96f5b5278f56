import { useLayoutEffect, useRef } from 'react'
import { useCanvasViewport } from '../../dnd/canvas-viewport.js'
import { useDragged } from '../../dnd/drag-session.js'
import { useEditor } from '../../state/editor-store-context.js'
import { CanvasDragHandle } from './CanvasDragHandle.js'
import { CanvasDropTargets } from './CanvasDropTargets.js'
import { useDragAssist } from './use-drag-assist.js'
import './canvas-overlay.css'

/**
 * A layer over the canvas iframe, in the editor's own document, because dnd-kit cannot see into the
 * iframe: the selected block's drag handle, and during a drag the drop targets, placed over the blocks and
 * slots measured inside the iframe. Between drags it lets every pointer event through to the canvas.
 */
export function CanvasOverlay({ frameDocument }: { frameDocument: Document }) {
  const dragged = useDragged()
  const selection = useEditor((s) => s.selection)
  const element = useRef<HTMLDivElement>(null)
  const viewport = useCanvasViewport()

  // The collision detection asks where the canvas is visible: the overlay clipped by the scrolling pane.
  useLayoutEffect(() => {
    viewport.current = () => {
      const overlay = element.current
      if (!overlay) return null
      const a = overlay.getBoundingClientRect()
      const pane = overlay.closest('.canvas')?.getBoundingClientRect() ?? a
      return {
        left: Math.max(a.left, pane.left),
        top: Math.max(a.top, pane.top),
        right: Math.min(a.right, pane.right),
        bottom: Math.min(a.bottom, pane.bottom),
      }
    }
    return () => {
      viewport.current = null
    }
  }, [viewport])
  useDragAssist(element, frameDocument, dragged !== null)

  return (
    <div
      ref={element}
      className={`canvas-overlay${dragged ? ' canvas-overlay--dragging' : ''}`}
      data-testid="canvas-overlay"
    >
      {dragged ? <CanvasDropTargets frameDocument={frameDocument} dragged={dragged} /> : null}
      {selection ? <CanvasDragHandle frameDocument={frameDocument} blockId={selection} /> : null}
    </div>
  )
}
