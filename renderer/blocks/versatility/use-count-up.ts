import { useEffect, useRef, useState, type RefObject } from 'react'
import { useReducedMotion } from '../../html/use-reduced-motion.js'

const DURATION = 700

/**
 * The counter's shown number: it counts up from zero the first time the block is half in view (unless
 * the visitor has already moved the slider), and runs from the number shown to the new value whenever the
 * value changes. Under reduced motion it just shows the value. The server renders the value itself, so
 * the number is right without script.
 */
export function useCountUp(value: number, target: RefObject<HTMLElement | null>): number {
  const reduced = useReducedMotion()
  const [shown, setShown] = useState(value)
  const current = useRef(value)
  const goal = useRef(value)
  const started = useRef(false)
  const frame = useRef(0)

  const animate = useRef((from: number, to: number, still: boolean) => {
    cancelAnimationFrame(frame.current)
    const show = (n: number) => {
      current.current = n
      setShown(n)
    }
    if (still || from === to) return show(to)
    const began = performance.now()
    const step = (now: number) => {
      const progress = Math.min((now - began) / DURATION, 1)
      show(Math.round(from + (to - from) * (1 - (1 - progress) ** 3)))
      if (progress < 1) frame.current = requestAnimationFrame(step)
    }
    frame.current = requestAnimationFrame(step)
  }).current

  // The first view: count up from zero, once.
  useEffect(() => {
    const el = target.current
    if (reduced || started.current || !el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || started.current) return
        observer.disconnect()
        started.current = true
        animate(0, goal.current, false)
      },
      { threshold: 0.5 },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [reduced, target, animate])

  // A new value: run to it from the number shown.
  useEffect(() => {
    if (goal.current === value) return
    goal.current = value
    started.current = true
    animate(current.current, value, reduced)
  }, [value, reduced, animate])

  useEffect(() => () => cancelAnimationFrame(frame.current), [])
  return shown
}
