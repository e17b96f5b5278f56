import { BlockList } from '../../renderer/blocks/block-list.js'
import type { BlockData } from '../../renderer/blocks/loaded-block.js'
import type { LoaderContext } from '../../renderer/loader-context.js'
import type { Block } from '../../templates/generated/types.js'
import type { Site } from '../storage/site-store.js'
import { renderContextFor } from './page-body.js'
import { renderAllReady } from './render-all-ready.js'
import { RenderProviders } from './render-providers.js'

export interface BlockPreview {
  /** The block as the site renders it (its `.block` element, its island's props, its error state). */
  html: string
  /** What its loader answered, as the island's props carry it; null when it failed. */
  data: unknown
  /** The loader failed (the HTML shows the block's error state). */
  failed: boolean
}

/**
 * One block rendered for the editor's canvas exactly as a page renders it (render-all-ready.ts, the page's
 * providers, its loader with the site's settings and the stock): the HTML and the loader's data, read from
 * the render's own loader promise, so the loader runs once. Never reused from or kept in the fragment cache:
 * a draft's block is not a published one.
 */
export async function renderBlockPreview(input: {
  site: Site
  locale: string
  block: Block
  loaderContext: LoaderContext
  timeoutMs: number
  log: (message: string, error?: unknown) => void
}): Promise<BlockPreview> {
  const data: BlockData = new Map()
  const render = renderAllReady(
    <RenderProviders
      context={renderContextFor(input.site, input.locale, false)}
      reuse={null}
      data={data}
      loaderContext={input.loaderContext}
    >
      <BlockList blocks={[input.block]} />
    </RenderProviders>,
    {
      timeoutMs: input.timeoutMs,
      onShellError: (error) => input.log('[preview] a block preview failed to render', error),
      onError: (error) => input.log('[preview] a block preview failed to render', error),
    },
  )
  const rendered = await render.done
  // Settled by now unless the render timed out first: then it counts as failed, and nothing waits for it.
  const pending = data.get(input.block.id)
  const outcome = pending ? await Promise.race([pending, Promise.resolve(undefined)]) : undefined
  const loaded = outcome?.ok === true
  return {
    html: rendered?.html.toString('utf8') ?? '',
    data: loaded ? outcome.data : null,
    failed: !rendered || !loaded,
  }
}
