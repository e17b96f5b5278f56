import { useMemo, useRef, type MouseEvent } from 'react'
import { BlockDataCache } from '../../renderer/blocks/loaded-block.js'
import {
  RenderContextProvider,
  type RenderContext,
  type ThemeKey,
} from '../../renderer/context/render-context.js'
import { useEditor } from '../state/editor-store-context.js'
import type { PreviewSettings } from '../toolbar/preview-settings.js'
import { CANVAS_CSS } from './canvas-css.js'
import { CanvasBlockList } from './CanvasBlockList.js'
import { CanvasFrame } from './CanvasFrame.js'
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
  const blocks = useEditor((s) => s.doc.blocks)
  const site = useEditor((s) => s.doc.site)
  const locale = useEditor((s) => s.doc.locale)
  const select = useEditor((s) => s.select)
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
  // The canvas is for choosing blocks: a click on a link or a button inside a block only selects.
  const onClickCapture = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button, form')) event.preventDefault()
  }
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
          overlay={(frameDocument) => <CanvasOverlay frameDocument={frameDocument} />}
        >
          <RenderContextProvider value={context}>
            <BlockDataCache.Provider value={cache}>
              <div
                className={`canvas-page${blocks.length === 0 ? ' canvas-page--empty' : ''}`}
                onClick={() => select(null)}
                onClickCapture={onClickCapture}
              >
                {blocks.length === 0 ? <p>The page is empty.</p> : <CanvasBlockList blocks={blocks} root />}
              </div>
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
