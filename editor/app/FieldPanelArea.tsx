import { FieldPanel } from '../fields/field-panel.js'
import { useEditor } from '../state/editor-store-context.js'

/** The field panel of the selected block, below the outline; a hint while nothing is selected. */
export function FieldPanelArea() {
  const selection = useEditor((s) => s.selection)
  return (
    <section className="field-panel-area" aria-label="Fields" data-block-id={selection ?? undefined}>
      {selection ? (
        // Keyed by block: a newly selected block starts with a fresh form (no half-typed drafts carried over).
        <FieldPanel key={selection} blockId={selection} />
      ) : (
        <p className="field-panel-area__placeholder">Select a block to edit its fields.</p>
      )}
    </section>
  )
}
