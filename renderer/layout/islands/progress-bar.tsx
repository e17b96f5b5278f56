import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { progressBarState } from '../../../engine/rules/progress-bar.js'
import { LAYOUT_EVENTS } from '../layout-events.js'

/**
 * The navigation progress bar (island "layout:progress-bar", 000 §2): it starts when the visitor follows a
 * link within the site (or on the navigationStart event), shows after the 200 ms throttle and fills over
 * 5 s; it stops on navigationEnd, or when the page comes back from the back-forward cache.
 */
export default function ProgressBar() {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(0)
  const frame = useRef(0)

  useEffect(() => {
    const start = () => setStartedAt(performance.now())
    const stop = () => setStartedAt(null)
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return
      const url = new URL(link.href, window.location.href)
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search
      if (url.origin === window.location.origin && !samePage) start()
    }
    document.addEventListener('click', onClick)
    window.addEventListener(LAYOUT_EVENTS.navigationStart, start)
    window.addEventListener(LAYOUT_EVENTS.navigationEnd, stop)
    window.addEventListener('pageshow', stop)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener(LAYOUT_EVENTS.navigationStart, start)
      window.removeEventListener(LAYOUT_EVENTS.navigationEnd, stop)
      window.removeEventListener('pageshow', stop)
    }
  }, [])

  useEffect(() => {
    if (startedAt === null) return
    const tick = () => {
      setNow(performance.now())
      frame.current = requestAnimationFrame(tick)
    }
    tick()
    return () => cancelAnimationFrame(frame.current)
  }, [startedAt])

  const state = startedAt === null ? { visible: false, fraction: 0 } : progressBarState(now - startedAt)
  return (
    <div
      className={`progress-bar${state.visible ? ' progress-bar--visible' : ''}`}
      aria-hidden="true"
      style={{ '--progress': state.fraction } as CSSProperties}
    />
  )
}
