import type { CSSProperties } from 'react'

/**
 * The server side of the navigation progress bar (island "layout:progress-bar", 000 §2): the empty, hidden
 * bar. progress-bar.dom.ts runs it in the browser.
 */
export default function ProgressBar() {
  return <div className="progress-bar" aria-hidden="true" style={{ '--progress': 0 } as CSSProperties} />
}
