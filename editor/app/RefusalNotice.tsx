import { useEditor } from '../state/editor-store-context.js'

/** Why the last change was refused (a drop, a move, an insert), until the next change succeeds. */
export function RefusalNotice() {
  const refusal = useEditor((s) => s.refusal)
  return (
    <div className="refusal" role="status" aria-live="polite">
      {refusal ? <span className="refusal__text">Not possible: {refusal}</span> : null}
    </div>
  )
}
