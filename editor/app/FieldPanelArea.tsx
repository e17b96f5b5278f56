import { useLayoutEffect, useRef, useState } from 'react'
import { FieldPanel } from '../fields/field-panel.js'
import { PageSettingsPanel } from '../fields/page-settings-panel.js'
import { useEditor } from '../state/editor-store-context.js'

type Shown = 'block' | 'page'

/**
 * The field panel of the selected block, or the page's settings, below the outline, in its own scroll
 * area; a hint while no block is selected. Two pressed-or-not buttons switch between them (the toolbar
 * has no room left at 1280 px); selecting a block shows its fields. A newly shown form starts at its top
 * (the area would keep the last one's scroll position).
 */
export function FieldPanelArea() {
  const selection = useEditor((s) => s.selection)
  const [shown, setShown] = useState<Shown>('block')
  const area = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    if (selection) setShown('block')
  }, [selection])
  useLayoutEffect(() => {
    if (area.current) area.current.scrollTop = 0
  }, [selection, shown])
  return (
    <section
      ref={area}
      className="field-panel-area"
      aria-label="Fields"
      data-testid="field-panel-area"
      data-block-id={shown === 'block' ? (selection ?? undefined) : undefined}
    >
      <div className="field-panel-area__switch" role="group" aria-label="Show the fields of">
        <button
          type="button"
          aria-pressed={shown === 'block'}
          data-testid="panel:block"
          onClick={() => setShown('block')}
        >
          Block
        </button>
        <button
          type="button"
          aria-pressed={shown === 'page'}
          data-testid="panel:page-settings"
          onClick={() => setShown('page')}
        >
          Page settings
        </button>
      </div>
      {shown === 'page' ? (
        <PageSettingsPanel />
      ) : selection ? (
        // Keyed by block: a newly selected block starts with a fresh form (no half-typed drafts carried over).
        <FieldPanel key={selection} blockId={selection} />
      ) : (
        <p className="field-panel-area__placeholder">Select a block to edit its fields.</p>
      )}
    </section>
  )
}
