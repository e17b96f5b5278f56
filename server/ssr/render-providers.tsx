import type { ReactNode } from 'react'
import { BlockLoaderContext } from '../../renderer/blocks/block-loader-context.js'
import { BlockDataCache, type BlockData } from '../../renderer/blocks/loaded-block.js'
import { HtmlReuseContext, type HtmlReuse } from '../../renderer/context/html-reuse.js'
import { RenderContextProvider, type RenderContext } from '../../renderer/context/render-context.js'
import type { LoaderContext } from '../../renderer/loader-context.js'

/**
 * What every server render of blocks sits in: the render context (site, locale, direction), where rendered
 * fragments are reused from, one render's loader promises and what loaders read. The page body puts the
 * site's layout inside it; the editor's block preview puts one block.
 */
export function RenderProviders({
  context,
  reuse,
  data,
  loaderContext,
  children,
}: {
  context: RenderContext
  /** Where rendered fragments are reused from (docs/decisions/018); null, everything renders in place. */
  reuse: HtmlReuse | null
  /** The render's loader promises by block id: pass a map to read the outcomes afterwards. */
  data: BlockData
  /** What block loaders read (query, settings, stock); null, loader blocks show their error state. */
  loaderContext: LoaderContext | null
  children: ReactNode
}) {
  return (
    <RenderContextProvider value={context}>
      <HtmlReuseContext.Provider value={reuse}>
        <BlockDataCache.Provider value={data}>
          <BlockLoaderContext.Provider value={loaderContext}>{children}</BlockLoaderContext.Provider>
        </BlockDataCache.Provider>
      </HtmlReuseContext.Provider>
    </RenderContextProvider>
  )
}
