import { useLayoutEffect, useRef } from 'react'
import { FieldPanel } from '../fields/field-panel.js'
import { useEditor } from '../state/editor-store-context.js'

/**
 * The field panel of the selected block, below the outline, in its own scroll area; a hint while nothing is
 * selected. A newly selected block's fields show from their top (the area would keep the last block's
 * scroll position).
 */
export function FieldPanelArea() {
  const selection = useEditor((s) => s.selection)
  const area = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    if (area.current) area.current.scrollTop = 0
  }, [selection])
  return (
    <section
      ref={area}
      className="field-panel-area"
      aria-label="Fields"
      data-testid="field-panel-area"
      data-block-id={selection ?? undefined}
    >
      {selection ? (
        // Keyed by block: a newly selected block starts with a fresh form (no half-typed drafts carried over).
        <FieldPanel key={selection} blockId={selection} />
      ) : (
        <p className="field-panel-area__placeholder">Select a block to edit its fields.</p>
      )}
    </section>
  )
}
