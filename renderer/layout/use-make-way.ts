import { useEffect, useState, type RefObject } from 'react'
import { floatingCovers, type ViewportBox } from '../../engine/rules/floating-covers.js'
import { MAKE_WAY_SELECTOR } from './make-way-selector.js'

/**
 * Whether the floating control in `ref` should move aside because, where it sits, it would cover an
 * element marked `data-fab-avoid` (on phones the floating button is half the screen wide and sat on the
 * vehicle page's "Enquire now"). Checked on scroll, resize, focus and the control's own transitions, at
 * most once a frame. False while `active` is false (the control is open), while it holds the focus, and
 * on the server and the first render, so hydration matches. `media` limits it to some screens. The
 * control is measured only while in place: moved aside, it is off screen.
 */
export function useMakeWay(ref: RefObject<HTMLElement | null>, active: boolean, media?: string): boolean {
  const [away, setAway] = useState(false)
  useEffect(() => {
    const targets = Array.from(document.querySelectorAll<HTMLElement>(MAKE_WAY_SELECTOR))
    const query = media ? window.matchMedia(media) : null
    if (!active || !targets.length) {
      setAway(false)
      return
    }
    let isAway = false
    let box: ViewportBox | null = null
    let frame = 0
    const check = () => {
      frame = 0
      const control = ref.current
      if (!control) return
      if (!isAway || !box) box = control.getBoundingClientRect()
      // Never away from under a keyboard user: hiding the focused control would drop the focus.
      const next =
        (!query || query.matches) &&
        !control.contains(document.activeElement) &&
        floatingCovers(
          box,
          targets.map((t) => t.getBoundingClientRect()),
        )
      if (next !== isAway) {
        isAway = next
        setAway(next)
      }
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    const remeasure = () => {
      box = null
      schedule()
    }
    const control = ref.current
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', remeasure)
    control?.addEventListener('transitionend', schedule)
    control?.addEventListener('focusin', schedule)
    control?.addEventListener('focusout', schedule)
    query?.addEventListener('change', remeasure)
    schedule()
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', remeasure)
      control?.removeEventListener('transitionend', schedule)
      control?.removeEventListener('focusin', schedule)
      control?.removeEventListener('focusout', schedule)
      query?.removeEventListener('change', remeasure)
    }
  }, [ref, active, media])
  return away
}
