import { useRef, type PointerEvent } from 'react'
import { useRenderContext } from '../../context/render-context.js'

/** Horizontal distance (px) a touch must travel to count as a swipe. */
const THRESHOLD = 48

/**
 * Touch and pen swipes on a carousel: toward the reading start goes to the next slide (so the gesture is
 * mirrored in right-to-left pages). Vertical scrolling stays with the browser (touch-action: pan-y).
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const { dir } = useRenderContext()
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return
      start.current = { x: event.clientX, y: event.clientY }
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current
      start.current = null
      if (!from) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dx) < THRESHOLD || Math.abs(dx) < Math.abs(dy)) return
      const towardStart = dir === 'rtl' ? dx > 0 : dx < 0
      if (towardStart) onNext()
      else onPrevious()
    },
    onPointerCancel() {
      start.current = null
    },
  }
}
