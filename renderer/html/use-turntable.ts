import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react'
import { useReducedMotion } from './use-reduced-motion.js'

/** How long the optional spin on first view takes for one full turn (ms). */
const AUTOSPIN_MS = 4000
/** Below this speed (positions per ms) a released drag stops at once rather than coasting. */
const COAST_MIN = 0.002
/** Share of the coasting speed kept per 16 ms frame. */
const COAST_DECAY = 0.92

export interface TurntableOptions {
  /** Positions in a full turn: the frames of a sequence, or 360 for a panorama in degrees. */
  count: number
  start?: number
  /** Positions one arrow key press moves. */
  keyStep?: number
  /** Pixels of horizontal drag for one full turn (read when a drag starts, so it follows the layout). */
  pixelsPerTurn: () => number
  /** +1: dragging toward the right increases the position (a turntable); -1: toward the left (a panorama you grab). */
  dragSign: 1 | -1
  /** Turn once round when at least half in view, unless the visitor prefers reduced motion or has touched it. */
  autospin: boolean
  target: RefObject<HTMLElement | null>
}

function wrap(position: number, count: number): number {
  return ((position % count) + count) % count
}

/**
 * The turning of a 360 view, shared by the exterior (a frame sequence) and the interior (a panorama): a
 * position that wraps round, moved by dragging (with a short coast after a flick), the arrow keys, Page
 * Up/Down (a quarter turn), Home/End and buttons. The media are photographs and not mirrored in
 * right-to-left pages, so the keys and the drag keep their physical sense (docs/decisions/051). Under
 * reduced motion nothing moves by itself: no spin on first view and no coasting.
 */
export function useTurntable({
  count,
  start = 0,
  keyStep = 1,
  pixelsPerTurn,
  dragSign,
  autospin,
  target,
}: TurntableOptions) {
  const reduced = useReducedMotion()
  const [position, setPosition] = useState(() => wrap(start, Math.max(count, 1)))
  const [touched, setTouched] = useState(false)
  const frame = useRef(0)
  const drag = useRef<{
    x: number
    from: number
    scale: number
    lastX: number
    lastT: number
    velocity: number
  } | null>(null)

  const stop = useCallback(() => cancelAnimationFrame(frame.current), [])
  const set = useCallback((next: number) => setPosition(wrap(next, Math.max(count, 1))), [count])
  const interact = useCallback(() => {
    stop()
    setTouched(true)
  }, [stop])

  const turn = useCallback(
    (delta: number) => {
      interact()
      setPosition((p) => wrap(Math.round(p) + delta, Math.max(count, 1)))
    },
    [count, interact],
  )

  useEffect(() => {
    const el = target.current
    if (!autospin || reduced || touched || count < 2 || !el || typeof IntersectionObserver === 'undefined')
      return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const began = performance.now()
        const from = start
        const step = (now: number) => {
          const progress = Math.min((now - began) / AUTOSPIN_MS, 1)
          const eased = 0.5 - Math.cos(progress * Math.PI) / 2
          setPosition(wrap(from + eased * count, count))
          if (progress < 1) frame.current = requestAnimationFrame(step)
        }
        frame.current = requestAnimationFrame(step)
      },
      { threshold: 0.5 },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame.current)
    }
  }, [autospin, reduced, touched, count, start, target])

  useEffect(() => stop, [stop])

  const onKeyDown = (event: KeyboardEvent) => {
    const quarter = Math.max(Math.round(count / 4), 1)
    const moves: Record<string, () => void> = {
      ArrowRight: () => turn(keyStep),
      ArrowUp: () => turn(keyStep),
      ArrowLeft: () => turn(-keyStep),
      ArrowDown: () => turn(-keyStep),
      PageUp: () => turn(quarter),
      PageDown: () => turn(-quarter),
      Home: () => (interact(), set(0)),
      End: () => (interact(), set(count - keyStep)),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    interact()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const scale = count / Math.max(pixelsPerTurn(), 1)
    drag.current = {
      x: event.clientX,
      from: position,
      scale,
      lastX: event.clientX,
      lastT: event.timeStamp,
      velocity: 0,
    }
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current
    if (!d) return
    const dt = Math.max(event.timeStamp - d.lastT, 1)
    d.velocity = (dragSign * (event.clientX - d.lastX) * d.scale) / dt
    d.lastX = event.clientX
    d.lastT = event.timeStamp
    set(d.from + dragSign * (event.clientX - d.x) * d.scale)
  }
  const onPointerUp = () => {
    const d = drag.current
    drag.current = null
    if (!d) return
    let velocity = d.velocity
    if (reduced || Math.abs(velocity) < COAST_MIN) {
      setPosition((p) => wrap(Math.round(p), count))
      return
    }
    let last = performance.now()
    const coast = (now: number) => {
      const dt = now - last
      last = now
      setPosition((p) => wrap(p + velocity * dt, count))
      velocity *= COAST_DECAY ** (dt / 16)
      if (Math.abs(velocity) >= COAST_MIN) frame.current = requestAnimationFrame(coast)
      else setPosition((p) => wrap(Math.round(p), count))
    }
    frame.current = requestAnimationFrame(coast)
  }

  return {
    /** The whole position shown (the frame, or the degree). */
    index: wrap(Math.round(position), Math.max(count, 1)),
    /** The exact position, fractional while dragging or coasting (a panorama moves smoothly). */
    position,
    touched,
    turn,
    handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  }
}
