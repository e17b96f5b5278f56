import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useEditor } from '../../state/editor-store-context.js'
import type { Box } from './box.js'

export interface BlockBox {
  box: Box
  template: string
}

function same(a: BlockBox | null, b: BlockBox | null): boolean {
  if (!a || !b) return a === b
  return (
    a.template === b.template &&
    a.box.x === b.box.x &&
    a.box.y === b.box.y &&
    a.box.width === b.box.width &&
    a.box.height === b.box.height
  )
}

/**
 * Where a block shows in the canvas, kept current as the canvas scrolls, resizes or lays out again. Reads
 * the rectangle in ResizeObserver callbacks and scroll events, when layout is already done, so a keystroke
 * never forces an extra layout.
 */
export function useBlockBox(frameDocument: Document, blockId: string | null): BlockBox | null {
  const [value, setValue] = useState<BlockBox | null>(null)
  const [element, setElement] = useState<HTMLElement | null>(null)
  const observer = useRef<ResizeObserver | null>(null)
  // A block that moves to another list is a new element: after a change, look it up again, but only when
  // the one we have left the document (a query over a long page on every keystroke shows in profiles).
  const blocks = useEditor((s) => s.doc.blocks)
  useLayoutEffect(() => {
    setElement((current) =>
      current?.isConnected && current.dataset.testid === `canvas-block:${blockId}`
        ? current
        : blockId
          ? frameDocument.querySelector<HTMLElement>(`[data-testid="canvas-block:${CSS.escape(blockId)}"]`)
          : null,
    )
  }, [frameDocument, blockId, blocks])
  useEffect(() => {
    const view = frameDocument.defaultView
    if (!view || !element) {
      setValue(null)
      return
    }
    const update = () => {
      const r = element.getBoundingClientRect()
      const next = {
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
        template: element.dataset.block ?? '',
      }
      setValue((previous) => (same(previous, next) ? previous : next))
    }
    const resize = new view.ResizeObserver(update)
    observer.current = resize
    resize.observe(element)
    const page = frameDocument.querySelector('.canvas-page')
    if (page) resize.observe(page)
    view.addEventListener('scroll', update, { passive: true })
    view.addEventListener('resize', update)
    return () => {
      observer.current = null
      resize.disconnect()
      view.removeEventListener('scroll', update)
      view.removeEventListener('resize', update)
    }
  }, [frameDocument, element])
  // A block can move without changing size (moved up, a block inserted above): observing it afresh reports
  // its box once more after the next layout, without forcing one now.
  useEffect(() => {
    if (!element || !observer.current) return
    observer.current.unobserve(element)
    observer.current.observe(element)
  }, [element, blocks])
  return value
}
