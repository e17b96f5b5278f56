import { useEffect, type RefObject } from 'react'
import { openTab } from './reveal-in-canvas.js'

/** How close to the top or bottom edge the pointer scrolls the canvas, and how fast (px per frame). */
const EDGE = 48
const SPEED = 14
/** How long the pointer rests on a closed tab before it opens (spring-loaded tabs). */
const TAB_DELAY = 600

/**
 * While something is dragged over the canvas the overlay covers it, so the canvas would not scroll or
 * switch tabs. This does it for the overlay: the wheel scrolls the canvas, the pointer near its top or
 * bottom edge scrolls it, and resting on a closed tab opens it, so every slot can take a drop.
 */
export function useDragAssist(
  overlay: RefObject<HTMLElement | null>,
  frameDocument: Document,
  active: boolean,
) {
  useEffect(() => {
    const element = overlay.current
    const view = frameDocument.defaultView
    if (!active || !element || !view) return
    let pointer: { x: number; y: number } | null = null
    let frame = 0
    let tab: HTMLElement | null = null
    let tabTimer: ReturnType<typeof setTimeout> | undefined

    // The pointer in the editor's pixels from the overlay's top left; the canvas may be scaled down to fit.
    const scroll = () => {
      frame = 0
      if (!pointer) return
      const height = element.getBoundingClientRect().height
      const step = pointer.y < EDGE ? -SPEED : pointer.y > height - EDGE ? SPEED : 0
      if (step === 0) return
      view.scrollBy(0, step)
      frame = requestAnimationFrame(scroll)
    }
    const onLeave = () => {
      pointer = null
      clearTimeout(tabTimer)
      tab = null
    }
    const onMove = (event: PointerEvent) => {
      const r = element.getBoundingClientRect()
      // The drag chip under the pointer gets the events: follow the pointer in the whole document.
      if (
        event.clientX < r.left ||
        event.clientX >= r.right ||
        event.clientY < r.top ||
        event.clientY >= r.bottom
      )
        return onLeave()
      pointer = { x: event.clientX - r.left, y: event.clientY - r.top }
      if (!frame) frame = requestAnimationFrame(scroll)
      // The frame's own coordinates are unscaled.
      const scale = element.offsetWidth > 0 ? r.width / element.offsetWidth : 1
      const under = frameDocument
        .elementFromPoint(pointer.x / scale, pointer.y / scale)
        ?.closest<HTMLElement>('[role="tab"]')
      const closed = under && under.getAttribute('aria-selected') !== 'true' ? under : null
      if (closed === tab) return
      clearTimeout(tabTimer)
      tab = closed
      if (tab) {
        const waiting = tab
        tabTimer = setTimeout(() => {
          const panel = frameDocument.getElementById(waiting.getAttribute('aria-controls') ?? '')
          if (panel) openTab(panel)
        }, TAB_DELAY)
      }
    }
    const onWheel = (event: WheelEvent) => view.scrollBy(event.deltaX, event.deltaY)
    const owner = element.ownerDocument
    const onWheelOver = (event: WheelEvent) => {
      const r = element.getBoundingClientRect()
      if (
        event.clientX >= r.left &&
        event.clientX < r.right &&
        event.clientY >= r.top &&
        event.clientY < r.bottom
      )
        onWheel(event)
    }
    owner.addEventListener('pointermove', onMove)
    owner.addEventListener('wheel', onWheelOver, { passive: true })
    return () => {
      owner.removeEventListener('pointermove', onMove)
      owner.removeEventListener('wheel', onWheelOver)
      cancelAnimationFrame(frame)
      clearTimeout(tabTimer)
    }
  }, [overlay, frameDocument, active])
}
