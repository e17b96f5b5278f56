import { useContext, type ComponentType } from 'react'
import { dynamicFallbackOf } from '../../engine/dynamic-content/apply-dynamic-content.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import type { BlockProps } from '../block-props.js'
import type { LoaderContext } from '../loader-context.js'
import { blockRegistry } from '../registry.js'
import { BlockBoundary } from './block-boundary.js'
import { BlockLoaderContext } from './block-loader-context.js'
import { ReusedHtml } from '../html/reused-html.js'
import { Island } from './island.js'
import { islandBlock } from './island-block.js'
import { LoadedBlock } from './loaded-block.js'
import { blockReuse } from './reusable-block.js'
import { SlotRenderer } from './slot-renderer.js'

interface ErrorLabels {
  error_msg?: string
  try_again_btn_label?: string
}

/** One block: its anchors, its error boundary, its island wrapper when it is interactive. */
function BlockView({ block, anchor }: { block: Block; anchor?: string }) {
  // A block its dynamic-content strategy hides, with a fallback text to show instead (001 §4).
  const fallback = dynamicFallbackOf(block)
  if (fallback !== null)
    return (
      <div className="block block--fallback" data-block={block.template} id={anchor}>
        <p className="dynamic-fallback container">{fallback}</p>
      </div>
    )
  return <TemplateBlockView block={block} {...(anchor ? { anchor } : {})} />
}

/** A block drawn by its template. */
function TemplateBlockView({ block, anchor }: { block: Block; anchor?: string }) {
  const entry = blockRegistry[block.template as TemplateKey]
  const loaderContext = useContext(BlockLoaderContext)
  const Component = entry.component as ComponentType<BlockProps<TemplateKey>>
  const attributes = block.attributes as Record<string, unknown> & ErrorLabels
  const scrollId =
    typeof attributes.block_scroll_id === 'string' && attributes.block_scroll_id
      ? attributes.block_scroll_id
      : undefined
  const labels = { message: attributes.error_msg, retryLabel: attributes.try_again_btn_label }
  // The block itself, as an island when it is interactive (its props carry the loaded data, if any).
  const view = (data?: unknown) => {
    const content = <Component block={block as never} attributes={block.attributes as never} data={data} />
    if (!entry.island) return content
    // The island derives attributes from the block (block-island.tsx) and renders no nested block.
    const props = data === undefined ? { block: islandBlock(block) } : { block: islandBlock(block), data }
    return (
      <Island name={block.template} props={props} {...entry.islandLoading?.(block.attributes as never)}>
        {content}
      </Island>
    )
  }
  const loader = entry.loader as ((b: Block, context: LoaderContext) => Promise<unknown>) | undefined
  const load = () => {
    // A programming error, reported as the block's failure so the rest of the page still renders.
    if (!loaderContext)
      return Promise.reject(
        new Error('[renderer] a block with a loader needs a <BlockLoaderContext.Provider> around the page'),
      )
    return loader ? loader(block, loaderContext) : Promise.resolve(undefined)
  }
  // The anchor (its position in the page) stays outside what is reused: the same block renders the same
  // HTML wherever it is.
  const reuse = blockReuse(block)
  return (
    <ReusedHtml
      as="div"
      attributes={{ className: 'block', 'data-block': block.template, id: anchor }}
      kind="block"
      identity={reuse ? block : null}
      {...(reuse === 'live' ? { loadedId: block.id } : {})}
    >
      {scrollId ? <span className="block__anchor" id={scrollId} /> : null}
      <BlockBoundary {...labels}>
        {loader ? (
          <LoadedBlock
            id={block.id}
            load={load}
            render={view}
            labels={labels}
            onError={(error) => loaderContext?.failed?.(block.template, error)}
          />
        ) : (
          view()
        )}
      </BlockBoundary>
    </ReusedHtml>
  )
}

/**
 * Renders a list of blocks. At the page root each block also gets the `#component-N` anchor (N from 1),
 * which in-page links and in-page navigation may target (000 §2).
 */
export function BlockList({
  blocks,
  root = false,
}: {
  blocks: readonly Block[] | undefined
  root?: boolean
}) {
  return (
    <SlotRenderer.Provider value={BlockList}>
      {(blocks ?? []).map((block, i) => (
        <BlockView key={block.id} block={block} anchor={root ? `component-${i + 1}` : undefined} />
      ))}
    </SlotRenderer.Provider>
  )
}
