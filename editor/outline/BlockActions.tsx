import { useState } from 'react'
import { duplicateAndSelect } from '../state/duplicate-and-select.js'
import { useEditor } from '../state/editor-store-context.js'
import type { DropTarget } from '../dnd/drag-data.js'
import { focusOutlineRow, type RowAction } from './focus-outline-row.js'
import { MoveIntoForm } from './MoveIntoForm.js'

/**
 * The keyboard alternatives to dragging a block (WCAG 2.5.7): move up and down in its list, move into
 * another slot, duplicate, delete. Shown for the selected block.
 */
export function BlockActions({
  blockId,
  at,
  last,
}: {
  blockId: string
  /** The block's place in its list. */
  at: DropTarget
  /** Whether it is the last block of its list. */
  last: boolean
}) {
  const dispatch = useEditor((s) => s.dispatch)
  const select = useEditor((s) => s.select)
  const [movingInto, setMovingInto] = useState(false)
  const moveTo = (index: number, action: RowAction) => {
    if (dispatch({ type: 'move', blockId, to: { ...at, index } }).ok)
      focusOutlineRow(document, blockId, action)
  }
  const duplicate = () => duplicateAndSelect({ dispatch, select }, blockId)
  return (
    <div className="block-actions" role="group" aria-label="Block actions">
      <button
        type="button"
        data-action="up"
        onClick={() => moveTo(at.index - 1, 'up')}
        disabled={at.index === 0}
      >
        Move up
      </button>
      <button type="button" data-action="down" onClick={() => moveTo(at.index + 1, 'down')} disabled={last}>
        Move down
      </button>
      <button type="button" onClick={() => setMovingInto(!movingInto)} aria-expanded={movingInto}>
        Move into…
      </button>
      <button type="button" onClick={duplicate}>
        Duplicate
      </button>
      <button type="button" onClick={() => dispatch({ type: 'remove', blockId })}>
        Delete
      </button>
      {movingInto ? (
        <MoveIntoForm
          blockId={blockId}
          onMoved={() => focusOutlineRow(document, blockId)}
          onDone={() => setMovingInto(false)}
        />
      ) : null}
    </div>
  )
}
