import { useEffect, useMemo, useRef, type RefObject } from 'react'
import { useReducedMotion } from '../../html/use-reduced-motion.js'

/** The sweep's path, as offsets from the start position, and its length. */
const PATH = [0, 18, -18, 0]
const DURATION = 2400

/**
 * has_autostart: once the block is half in view, the divider sweeps to one side, to the other and back,
 * to show that it moves. Never under reduced motion; the visitor's first touch cancels it.
 */
export function useSweep(
  target: RefObject<HTMLElement | null>,
  start: number,
  enabled: boolean,
  set: (position: number) => void,
) {
  const reduced = useReducedMotion()
  const frame = useRef(0)
  const done = useRef(false)
  const api = useMemo(
    () => ({
      cancel() {
        done.current = true
        cancelAnimationFrame(frame.current)
      },
    }),
    [],
  )
  useEffect(() => {
    const el = target.current
    if (!enabled || reduced || done.current || !el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || done.current) return
        observer.disconnect()
        const began = performance.now()
        const step = (now: number) => {
          const progress = Math.min((now - began) / DURATION, 1)
          const leg = progress * (PATH.length - 1)
          const i = Math.min(Math.floor(leg), PATH.length - 2)
          const local = leg - i
          const eased = 0.5 - Math.cos(local * Math.PI) / 2
          const offset = (PATH[i] ?? 0) + ((PATH[i + 1] ?? 0) - (PATH[i] ?? 0)) * eased
          set(Math.min(Math.max(Math.round((start + offset) * 10) / 10, 0), 100))
          if (progress < 1 && !done.current) frame.current = requestAnimationFrame(step)
          else done.current = true
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
  }, [target, start, enabled, reduced, set])
  return api
}
