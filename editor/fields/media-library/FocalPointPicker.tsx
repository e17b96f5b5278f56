import type { KeyboardEvent, MouseEvent } from 'react'

interface Point {
  x: number
  y: number
}

const STEP = 0.05
const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000))

/**
 * The image with its focal point marked: a click puts the point where it lands, the arrow keys move it by 5%
 * (a keyboard user can set it too). The point is what every crop of the image keeps in view.
 */
export function FocalPointPicker({
  src,
  focal,
  onChange,
}: {
  src: string
  focal: Point
  onChange(point: Point): void
}) {
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    // A click from the keyboard (Enter, Space) has no position: leave the point where it is.
    if (box.width === 0 || box.height === 0 || e.detail === 0) return
    onChange({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) })
  }
  const key = (e: KeyboardEvent<HTMLButtonElement>) => {
    const move: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    }
    const delta = move[e.key]
    if (!delta) return
    e.preventDefault()
    e.stopPropagation()
    onChange({ x: clamp(focal.x + delta[0]), y: clamp(focal.y + delta[1]) })
  }
  const percent = (n: number) => `${Math.round(n * 100)}%`
  return (
    <button
      type="button"
      className="media-focal"
      aria-label={`Focal point: ${percent(focal.x)} across, ${percent(focal.y)} down. Click the image or use the arrow keys to move it`}
      onClick={click}
      onKeyDown={key}
    >
      <img src={src} alt="" draggable={false} />
      <span className="media-focal-mark" style={{ left: percent(focal.x), top: percent(focal.y) }} />
    </button>
  )
}
