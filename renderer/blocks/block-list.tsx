import type { ComponentType } from 'react'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import type { BlockProps } from '../block-props.js'
import { blockRegistry } from '../registry.js'
import { BlockBoundary } from './block-boundary.js'
import { Island } from './island.js'
import { SlotRenderer } from './slot-renderer.js'

interface ErrorLabels {
  error_msg?: string
  try_again_btn_label?: string
}

/** One block: its anchors, its error boundary, its island wrapper when it is interactive. */
function BlockView({ block, anchor }: { block: Block; anchor?: string }) {
  const entry = blockRegistry[block.template as TemplateKey]
  const Component = entry.component as ComponentType<BlockProps<TemplateKey>>
  const attributes = block.attributes as Record<string, unknown> & ErrorLabels
  const scrollId =
    typeof attributes.block_scroll_id === 'string' && attributes.block_scroll_id
      ? attributes.block_scroll_id
      : undefined
  const content = <Component block={block as never} attributes={block.attributes as never} />
  return (
    <div className="block" data-block={block.template} id={anchor}>
      {scrollId ? <span className="block__anchor" id={scrollId} /> : null}
      <BlockBoundary message={attributes.error_msg} retryLabel={attributes.try_again_btn_label}>
        {entry.island ? (
          <Island name={block.template} props={{ block, attributes: block.attributes }}>
            {content}
          </Island>
        ) : (
          content
        )}
      </BlockBoundary>
    </div>
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
