import { memo, useEffect, useRef, type MouseEvent } from 'react'
import { SlotRenderer } from '../../renderer/blocks/slot-renderer.js'
import { LinkStrategyMarker } from '../../renderer/html/link-strategy-marker.js'
import { blockRegistry } from '../../renderer/registry.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import { useEditorStore } from '../state/editor-store-context.js'
import { useIsSelected } from '../state/use-is-selected.js'
import { scrollIntoContainer } from '../app/scroll-into-container.js'
import { ErrorBadge } from '../outline/ErrorBadge.js'
import { StrategyBadge } from '../outline/StrategyBadge.js'
import { CanvasBlockContent } from './CanvasBlockContent.js'
import { CanvasBlockList } from './CanvasBlockList.js'
import { CanvasEmptyBlock } from './CanvasEmptyBlock.js'
import { CanvasErrorBoundary } from './CanvasErrorBoundary.js'
import { CanvasLoadedBlock } from './preview/CanvasLoadedBlock.js'
import { LinkStrategyBadge } from './LinkStrategyBadge.js'
import { revealClicks } from './overlay/reveal-clicks.js'
import { revealInCanvas } from './overlay/reveal-in-canvas.js'
import { useRendersNothing } from './use-renders-nothing.js'

/**
 * One block in the canvas: the renderer's own component from its registry, in the same `.block` element
 * the renderer's BlockList makes (so the site's CSS applies unchanged), marked for the editor: test id
 * `canvas-block:<id>`, click to select, selection outline, error badge, the badge of a strategy that hides it, a marker on each button a strategy guards. Its slots render through
 * CanvasBlockList, so nested blocks are selectable too (the renderer's BlockList would hand its slots to
 * itself). Memoised: the engine keeps untouched blocks identical, so an edit re-renders one branch.
 */
export const CanvasBlock = memo(function CanvasBlock({ block, anchor }: { block: Block; anchor?: string }) {
  const selected = useIsSelected(block.id)
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
      data-block-id={block.id}
      data-testid={`canvas-block:${block.id}`}
      id={anchor}
      onClick={onClick}
    >
      {scrollId ? <span className="block__anchor" id={scrollId} /> : null}
      <ErrorBadge blockId={block.id} />
      <StrategyBadge block={block} />
      <CanvasErrorBoundary block={block}>
        {!entry ? (
          <div className="canvas-block__note">Unknown template “{block.template}”</div>
        ) : (
          <SlotRenderer.Provider value={CanvasBlockList}>
            <LinkStrategyMarker.Provider value={LinkStrategyBadge}>
              {entry.loader ? <CanvasLoadedBlock block={block} /> : <CanvasBlockContent block={block} />}
            </LinkStrategyMarker.Provider>
          </SlotRenderer.Provider>
        )}
      </CanvasErrorBoundary>
      {nothing ? <CanvasEmptyBlock block={block} /> : null}
    </div>
  )
})
