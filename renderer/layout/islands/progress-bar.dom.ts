import { progressBarState } from '../../../engine/rules/progress-bar.js'
import { LAYOUT_EVENTS } from '../layout-events.js'

/**
 * The navigation progress bar (island "layout:progress-bar", 000 §2): it starts when the visitor follows a
 * link within the site (or on the navigationStart event), shows after the 200 ms throttle and fills over
 * 5 s; it stops on navigationEnd, or when the page comes back from the back-forward cache. A plain module
 * on the server's bar (progress-bar.tsx): no React is loaded for it.
 */
export default function mountProgressBar(root: HTMLElement): void {
  const bar = root.querySelector<HTMLElement>('.progress-bar')
  if (!bar) return
  let startedAt: number | null = null
  let frame = 0
  const draw = () => {
    const state =
      startedAt === null ? { visible: false, fraction: 0 } : progressBarState(performance.now() - startedAt)
    bar.classList.toggle('progress-bar--visible', state.visible)
    bar.style.setProperty('--progress', String(state.fraction))
  }
  const tick = () => {
    draw()
    frame = requestAnimationFrame(tick)
  }
  const start = () => {
    cancelAnimationFrame(frame)
    startedAt = performance.now()
    tick()
  }
  const stop = () => {
    cancelAnimationFrame(frame)
    startedAt = null
    draw()
  }
  document.addEventListener('click', (event) => {
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
  })
  window.addEventListener(LAYOUT_EVENTS.navigationStart, start)
  window.addEventListener(LAYOUT_EVENTS.navigationEnd, stop)
  window.addEventListener('pageshow', stop)
}
