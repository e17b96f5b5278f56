import type { FormEvent, MouseEvent, PointerEvent } from 'react'
import { useEditor, useEditorStore } from '../state/editor-store-context.js'
import { CarouselAutoplay } from '../../renderer/storefront/carousel/carousel-autoplay.js'
import { CanvasBlockList } from './CanvasBlockList.js'
import { revealClicks } from './overlay/reveal-clicks.js'

/**
 * The page's blocks inside the canvas frame. The one part of the canvas that follows the document: an edit
 * renders this list again (its unchanged blocks are memoised), not the frame, its zoom or its overlay.
 *
 * Blocks are live here (tabs switch, carousels slide, accordions open), and a pointer first chooses: a press
 * or click on a block that is not selected selects it and goes no further, so choosing a block never also
 * presses its buttons; once it is selected, the block takes its clicks. Keyboard presses (and the editor's
 * own clicks that open a tab to show a block) reach the block at once. Links never navigate and forms never
 * submit: a lead sent from the canvas would be a real one (decision 035).
 */
export function CanvasPage() {
  const blocks = useEditor((s) => s.doc.blocks)
  const store = useEditorStore()
  /** The block a pointer event is for, when that block is not the selected one: the event only selects it. */
  const choosing = (event: MouseEvent | PointerEvent): string | null => {
    const element = (event.target as Element).closest<HTMLElement>('[data-block-id]')
    const id = element?.dataset.blockId
    if (!id || store.getState().selection === id) return null
    return id
  }
  const onPointerDownCapture = (event: PointerEvent) => {
    if (choosing(event)) event.stopPropagation()
  }
  const onClickCapture = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) event.preventDefault()
    // detail 0: a click from the keyboard or from script (revealInCanvas opening a tab), not a pointer.
    const id = event.detail === 0 ? null : choosing(event)
    if (!id) return
    event.stopPropagation()
    // The canvas's document never sees this press, so the editor's typing burst ends here.
    store.getState().endTypingBurst()
    store.getState().select(id)
  }
  // A form block in the canvas is for looking at: submitting would send a real lead.
  const onSubmitCapture = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
  }
  return (
    <div
      className={`canvas-page${blocks.length === 0 ? ' canvas-page--empty' : ''}`}
      onClick={(event) => {
        // A click on the page around the blocks chooses none; the editor's own click opening a tab to show
        // the block just chosen (in the outline, say) bubbles here too and must not unselect it.
        if (!revealClicks.has(event.nativeEvent)) store.getState().select(null)
      }}
      onClickCapture={onClickCapture}
      onPointerDownCapture={onPointerDownCapture}
      onSubmitCapture={onSubmitCapture}
    >
      {/* Carousels hold still in the canvas: the slide being edited never slides away (play still works). */}
      <CarouselAutoplay value={false}>
        {blocks.length === 0 ? <p>The page is empty.</p> : <CanvasBlockList blocks={blocks} root />}
      </CarouselAutoplay>
    </div>
  )
}
