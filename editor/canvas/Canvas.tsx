import { useCallback, useMemo, useRef } from 'react'
import { BlockDataCache } from '../../renderer/blocks/loaded-block.js'
import {
  RenderContextProvider,
  type RenderContext,
  type ThemeKey,
} from '../../renderer/context/render-context.js'
import { useEditor } from '../state/editor-store-context.js'
import type { PreviewSettings } from '../toolbar/preview-settings.js'
import { CANVAS_CSS } from './canvas-css.js'
import { CanvasFrame } from './CanvasFrame.js'
import { CanvasPage } from './CanvasPage.js'
import { fitZoom } from './fit-zoom.js'
import { CanvasOverlay } from './overlay/CanvasOverlay.js'
import { useContentSize } from './use-content-size.js'
import './canvas.css'

/**
 * The page as the site renders it, with the real block components, in an iframe as wide as the chosen
 * viewport, in the chosen direction and theme, scaled to fit the pane unless shown at 100%. Click a block to
 * select it; links do not navigate.
 */
export function Canvas({ preview }: { preview: PreviewSettings }) {
  // Not the blocks: an edit re-renders the page inside the frame (CanvasPage), not the frame and its overlay.
  const site = useEditor((s) => s.doc.site)
  const locale = useEditor((s) => s.doc.locale)
  const context = useMemo(
    (): RenderContext => ({
      site: { key: site, name: preview.theme === 'jdx' ? 'Jaguar' : 'Land Rover', brand: site },
      theme: preview.theme as ThemeKey,
      locale,
      dir: preview.dir,
      environment: 'server',
      strict: false,
      localePrefix: locale === 'en' ? '' : `/${locale}`,
    }),
    [site, locale, preview.theme, preview.dir],
  )
  const cache = useMemo(() => new Map(), [])
  const pane = useRef<HTMLDivElement>(null)
  const available = useContentSize(pane)
  const scale = fitZoom(preview.width, available.width, preview.zoom)
  const overlay = useCallback(
    (frameDocument: Document) => <CanvasOverlay frameDocument={frameDocument} />,
    [],
  )
  return (
    <section className="canvas" aria-label="Canvas">
      <div className="canvas__pane" ref={pane} data-testid="canvas-pane">
        <CanvasFrame
          width={preview.width}
          scale={scale}
          height={available.height || undefined}
          dir={preview.dir}
          lang={locale}
          theme={preview.theme}
          css={CANVAS_CSS}
          title="Page preview"
          overlay={overlay}
        >
          <RenderContextProvider value={context}>
            <BlockDataCache.Provider value={cache}>
              <CanvasPage />
            </BlockDataCache.Provider>
          </RenderContextProvider>
        </CanvasFrame>
      </div>
      <p className="canvas__zoom" data-testid="canvas-zoom">
        {preview.width} px at {Math.round(scale * 100)}%
      </p>
    </section>
  )
}
