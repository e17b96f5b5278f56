import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { nextPanelSize } from './next-panel-size.js'
import type { PanelBounds } from './panel-bounds.js'

/**
 * The handle between a panel and the canvas (or between the outline and the fields): a WAI-ARIA window
 * splitter. Drag it, or focus it and use the arrow keys (Shift for bigger steps), Home and End; Enter
 * collapses the panel and brings it back.
 */
export function PanelResizer({
  label,
  controls,
  size,
  bounds,
  grows,
  pixelsPerUnit = 1,
  onResize,
  onToggle,
  testId,
}: {
  /** What it resizes: "Templates panel". */
  label: string
  /** The id of the panel it resizes. */
  controls: string
  size: number
  bounds: PanelBounds
  /** The arrow key (and the pointer's direction) that makes the panel larger. */
  grows: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown'
  /** How many pixels one unit of size is (1 for a width in pixels; the side's height / 100 for a percentage). */
  pixelsPerUnit?: number | (() => number)
  onResize: (size: number) => void
  onToggle?: () => void
  testId: string
}) {
  const drag = useRef<{ start: number; size: number; perUnit: number } | null>(null)
  const vertical = grows !== 'ArrowDown'
  const sign = grows === 'ArrowLeft' ? -1 : 1

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && onToggle) {
      event.preventDefault()
      onToggle()
      return
    }
    const next = nextPanelSize(event.key, event.shiftKey, size, bounds, grows)
    if (next === null) return
    event.preventDefault()
    onResize(next)
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const perUnit = typeof pixelsPerUnit === 'function' ? pixelsPerUnit() : pixelsPerUnit
    drag.current = { start: vertical ? event.clientX : event.clientY, size, perUnit }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current
    if (!from) return
    const moved = (vertical ? event.clientX : event.clientY) - from.start
    const next = from.size + (sign * moved) / (from.perUnit || 1)
    onResize(Math.min(bounds.max, Math.max(bounds.min, Math.round(next))))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null
    event.currentTarget.releasePointerCapture?.(event.pointerId)
  }
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={`Resize the ${label}`}
      aria-controls={controls}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      aria-valuenow={size}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      title={`Drag or use the arrow keys to resize the ${label}${onToggle ? '; Enter hides it' : ''}`}
      data-testid={testId}
      className={`panel-resizer panel-resizer--${vertical ? 'vertical' : 'horizontal'}`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    />
  )
}
