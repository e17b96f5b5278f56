import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

// Standards mode: an empty iframe (about:blank) would lay the site's CSS out in quirks mode.
const FRAME_HTML = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>'

/**
 * An iframe whose body React renders into through a portal: the page gets its own document (its CSS, its
 * viewport width for media and container queries, its `dir` and theme) while staying in the editor's React
 * tree, store and event handlers.
 *
 * Zoom: the frame keeps the device's width (so the site's media queries see a 1280 px viewport) and is
 * scaled down with a CSS transform, together with the overlay over it, inside a box of the scaled size that
 * takes the pane's height. A transform (not `zoom`) keeps the frame's own layout untouched, and
 * getBoundingClientRect in the editor's document (dnd-kit, the collision detection) sees the scaled boxes.
 */
export function CanvasFrame({
  width,
  scale = 1,
  height,
  dir,
  lang,
  theme,
  css,
  title,
  overlay,
  children,
}: {
  width: number
  /** The zoom factor (fitZoom): 1 shows the device width at its real size. */
  scale?: number
  /** The height the frame takes in the editor, in editor pixels; the pane's height when omitted. */
  height?: number
  dir: 'ltr' | 'rtl'
  lang: string
  theme: string
  css: string
  title: string
  /** What the editor lays over the frame, in its own document, once the frame's document exists. */
  overlay?: (frameDocument: Document) => ReactNode
  children: ReactNode
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)

  const attach = () => {
    const doc = frame.current?.contentDocument
    if (!doc?.body) return
    if (!doc.getElementById('canvas-css')) {
      const style = doc.createElement('style')
      style.id = 'canvas-css'
      style.textContent = css
      doc.head.append(style)
    }
    setBody(doc.body)
  }

  useEffect(() => {
    const root = body?.ownerDocument.documentElement
    if (!root) return
    root.dir = dir
    root.lang = lang
    root.dataset.theme = theme
    // The frame's own document is titled too (axe's document-title: a screen reader announces it).
    body.ownerDocument.title = title
  }, [body, dir, lang, theme, title])

  const stage: CSSProperties & { '--canvas-scale': number } = {
    width,
    height: height ? height / scale : '100%',
    transform: scale === 1 ? undefined : `scale(${scale})`,
    '--canvas-scale': scale,
  }
  return (
    <div className="canvas-stage-box" style={{ width: width * scale, height: height ?? '100%' }}>
      <div className="canvas-stage" style={stage} data-scale={scale}>
        <iframe ref={frame} className="canvas-frame" title={title} srcDoc={FRAME_HTML} onLoad={attach} />
        {body && overlay ? overlay(body.ownerDocument) : null}
        {/* The content goes into the frame's document once it has loaded. */}
        {body ? createPortal(children, body) : null}
      </div>
    </div>
  )
}
