import { createElement, useContext, type HTMLAttributes, type ReactNode } from 'react'
import { BlockLoaderContext } from '../blocks/block-loader-context.js'
import { BlockDataCache, type BlockData } from '../blocks/loaded-block.js'
import { SlotRenderer } from '../blocks/slot-renderer.js'
import { HtmlReuseContext } from '../context/html-reuse.js'
import { RenderContextProvider, useRenderContext } from '../context/render-context.js'

/**
 * An element whose content is the same HTML whenever `identity` is the same (docs/decisions/018): with an
 * HtmlReuse in context, its inner HTML comes from the server's cache (rendered once, with every context
 * this component sees) and goes out as `dangerouslySetInnerHTML`, which React writes byte for byte as it
 * would have rendered it. Without one, or with `identity` null (the content depends on the request), the
 * children render in place as usual.
 *
 * Only for content that is never hydrated as part of a larger tree: the page as a whole is not hydrated,
 * islands inside hydrate from their own props.
 *
 * `loadedId` names the block whose loader's data the content shows (docs/decisions/029): its HTML is kept
 * once that data arrived, and only while live data may be kept.
 */
export function ReusedHtml({
  as,
  attributes,
  kind,
  identity,
  loadedId,
  children,
}: {
  as: string
  attributes: HTMLAttributes<HTMLElement> & Record<string, unknown>
  kind: string
  identity: object | null
  loadedId?: string
  children: ReactNode
}) {
  const reuse = useContext(HtmlReuseContext)
  const context = useRenderContext()
  const slots = useContext(SlotRenderer)
  const loaderContext = useContext(BlockLoaderContext)
  const dataCache = useContext(BlockDataCache)
  const html =
    reuse && identity
      ? reuse.html(
          kind,
          identity,
          context,
          () => (
            // Every context the renderer's components read, so the separate render sees what this one sees.
            <RenderContextProvider value={context}>
              <SlotRenderer.Provider value={slots}>
                <BlockLoaderContext.Provider value={loaderContext}>
                  <BlockDataCache.Provider value={dataCache}>{children}</BlockDataCache.Provider>
                </BlockLoaderContext.Provider>
              </SlotRenderer.Provider>
            </RenderContextProvider>
          ),
          loadedId && dataCache ? () => loadedWell(dataCache, loadedId) : undefined,
        )
      : null
  if (html === null) return createElement(as, attributes, children)
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } })
}

/**
 * Whether the block's data of this render arrived without an error. Its promise is marked settled the way
 * React's `use` reads it, so a render after this point shows the data at once instead of suspending.
 */
async function loadedWell(dataCache: BlockData, id: string): Promise<boolean> {
  const promise = dataCache.get(id)
  if (!promise) return false
  const outcome = await promise
  Object.assign(promise, { status: 'fulfilled', value: outcome })
  return outcome.ok
}
