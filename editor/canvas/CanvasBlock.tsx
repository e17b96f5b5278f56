import { memo, useEffect, useRef, type ComponentType, type MouseEvent } from 'react'
import { Island } from '../../renderer/blocks/island.js'
import { SlotRenderer } from '../../renderer/blocks/slot-renderer.js'
import type { BlockProps } from '../../renderer/block-props.js'
import { blockRegistry } from '../../renderer/registry.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import { useEditor } from '../state/editor-store-context.js'
import { ErrorBadge } from '../outline/ErrorBadge.js'
import { CanvasBlockList } from './CanvasBlockList.js'
import { CanvasErrorBoundary } from './CanvasErrorBoundary.js'

/**
 * One block in the canvas: the renderer's own component from its registry, in the same `.block` element
 * the renderer's BlockList makes (so the site's CSS applies unchanged), marked for the editor: test id
 * `canvas-block:<id>`, click to select, selection outline, error badge. Its slots render through
 * CanvasBlockList, so nested blocks are selectable too (the renderer's BlockList would hand its slots to
 * itself). Memoised: the engine keeps untouched blocks identical, so an edit re-renders one branch.
 */
export const CanvasBlock = memo(function CanvasBlock({ block, anchor }: { block: Block; anchor?: string }) {
  const selected = useEditor((s) => s.selection === block.id)
  const select = useEditor((s) => s.select)
  const element = useRef<HTMLDivElement>(null)
  // A block chosen elsewhere (outline, publish gate) comes into view; one clicked here already is.
  useEffect(() => {
    if (selected) element.current?.scrollIntoView?.({ block: 'nearest' })
  }, [selected])
  const entry = blockRegistry[block.template as TemplateKey]
  const attributes = block.attributes as Record<string, unknown>
  const scrollId =
    typeof attributes.block_scroll_id === 'string' && attributes.block_scroll_id
      ? attributes.block_scroll_id
      : undefined
  const onClick = (event: MouseEvent) => {
    // The innermost block wins: its outer blocks must not take the selection back.
    event.stopPropagation()
    select(block.id)
  }
  return (
    <div
      ref={element}
      className={`block canvas-block${selected ? ' canvas-block--selected' : ''}`}
      data-block={block.template}
      data-testid={`canvas-block:${block.id}`}
      id={anchor}
      onClick={onClick}
    >
      {scrollId ? <span className="block__anchor" id={scrollId} /> : null}
      <ErrorBadge blockId={block.id} />
      <CanvasErrorBoundary block={block}>
        {!entry ? (
          <div className="canvas-block__note">Unknown template “{block.template}”</div>
        ) : entry.loader ? (
          // Loaders read live data on the server; the canvas shows where the block goes.
          <div className="canvas-block__note">{block.template}: live data shows on the site</div>
        ) : (
          <SlotRenderer.Provider value={CanvasBlockList}>
            <BlockComponent block={block} island={entry.island === true} />
          </SlotRenderer.Provider>
        )}
      </CanvasErrorBoundary>
    </div>
  )
})

function BlockComponent({ block, island }: { block: Block; island: boolean }) {
  const Component = blockRegistry[block.template as TemplateKey].component as ComponentType<
    BlockProps<TemplateKey>
  >
  const content = <Component block={block as never} attributes={block.attributes as never} />
  if (!island) return content
  // The island wrapper keeps the markup (and so the CSS) as on the site; nothing hydrates in the canvas.
  return (
    <Island name={block.template} props={{ block, attributes: block.attributes }}>
      {content}
    </Island>
  )
}
