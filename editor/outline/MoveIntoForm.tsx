import { useId, useMemo, useState } from 'react'
import { useEditor } from '../state/editor-store-context.js'
import { dropAction } from '../dnd/drop-action.js'
import { slotDestinations } from './slot-destinations.js'

/** The keyboard way to drag a block into another slot: choose the slot, then move it to the end of it. */
export function MoveIntoForm({
  blockId,
  onMoved,
  onDone,
}: {
  blockId: string
  /** After a move: the row is elsewhere now, and the focus goes with it. */
  onMoved: () => void
  onDone: () => void
}) {
  const doc = useEditor((s) => s.doc)
  const dispatch = useEditor((s) => s.dispatch)
  const destinations = useMemo(() => slotDestinations(doc), [doc])
  const [value, setValue] = useState(destinations[0]?.value ?? 'root')
  const selectId = useId()
  const move = () => {
    const destination = destinations.find((d) => d.value === value)
    if (!destination) return
    const verdict = dispatch(dropAction(doc, { kind: 'block', blockId }, destination.target))
    if (!verdict.ok) return
    onDone()
    onMoved()
  }
  return (
    <form
      className="move-into"
      onSubmit={(e) => {
        e.preventDefault()
        move()
      }}
    >
      <label htmlFor={selectId}>Move into</label>
      <select id={selectId} value={value} onChange={(e) => setValue(e.target.value)}>
        {destinations.map((d) => (
          <option key={d.value} value={d.value}>
            {d.label}
          </option>
        ))}
      </select>
      <button type="submit">Move</button>
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </form>
  )
}
