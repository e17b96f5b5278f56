import { memo, useEffect, useRef, type ComponentType, type MouseEvent } from 'react'
import { Island } from '../../renderer/blocks/island.js'
import { SlotRenderer } from '../../renderer/blocks/slot-renderer.js'
import type { BlockProps } from '../../renderer/block-props.js'
import { blockRegistry } from '../../renderer/registry.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import { useEditor, useEditorStore } from '../state/editor-store-context.js'
import { scrollIntoContainer } from '../app/scroll-into-container.js'
import { ErrorBadge } from '../outline/ErrorBadge.js'
import { CanvasBlockList } from './CanvasBlockList.js'
import { CanvasEmptyBlock } from './CanvasEmptyBlock.js'
import { CanvasErrorBoundary } from './CanvasErrorBoundary.js'
import { revealClicks } from './overlay/reveal-clicks.js'
import { revealInCanvas } from './overlay/reveal-in-canvas.js'
import { useRendersNothing } from './use-renders-nothing.js'

/**
 * One block in the canvas: the renderer's own component from its registry, in the same `.block` element
 * the renderer's BlockList makes (so the site's CSS applies unchanged), marked for the editor: test id
 * `canvas-block:<id>`, click to select, selection outline, error badge. Its slots render through
 * CanvasBlockList, so nested blocks are selectable too (the renderer's BlockList would hand its slots to
 * itself). Memoised: the engine keeps untouched blocks identical, so an edit re-renders one branch.
 */
export const CanvasBlock = memo(function CanvasBlock({ block, anchor }: { block: Block; anchor?: string }) {
  const selected = useEditor((s) => s.selection === block.id)
  // The store, not a subscription: hundreds of blocks need not each listen for a function that never changes.
  const store = useEditorStore()
  const element = useRef<HTMLDivElement>(null)
  // A block chosen elsewhere (outline, publish gate) comes into view, its tab opened if it sits in a closed
  // one; one clicked here already is in view.
  useEffect(() => {
    if (!selected || !element.current) return
    revealInCanvas(element.current)
    const view = element.current.ownerDocument.defaultView
    // Only the frame's own document scrolls: never the editor around it (sideways, cutting the page off).
    if (view) scrollIntoContainer(element.current, view)
  }, [selected])
  const nothing = useRendersNothing(element, block)
  const entry = blockRegistry[block.template as TemplateKey]
  const attributes = block.attributes as Record<string, unknown>
  const scrollId =
    typeof attributes.block_scroll_id === 'string' && attributes.block_scroll_id
      ? attributes.block_scroll_id
      : undefined
  const onClick = (event: MouseEvent) => {
    // The editor opening a tab to show a nested block is not a choice of this block.
    if (revealClicks.has(event.nativeEvent)) return
    // The innermost block wins: its outer blocks must not take the selection back.
    event.stopPropagation()
    store.getState().select(block.id)
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
        ) : (
          <SlotRenderer.Provider value={CanvasBlockList}>
            <BlockComponent block={block} island={entry.island === true} />
          </SlotRenderer.Provider>
        )}
      </CanvasErrorBoundary>
      {nothing ? <CanvasEmptyBlock block={block} /> : null}
    </div>
  )
})

/**
 * The block's own component. Blocks with a loader get no data here (loaders read live data on the
 * server): their components then show the editor's placeholder, such as 'Stock Locator Carousel with 0 cars'.
 */
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
