import { useEditor } from '../state/editor-store-context.js'

/** Another editor saved first: both versions, and the choice between them. Nothing is overwritten silently. */
export function ConflictBanner() {
  const conflict = useEditor((s) => s.conflict)
  const mine = useEditor((s) => s.doc.attributes.title)
  const keepMine = useEditor((s) => s.keepMine)
  const takeTheirs = useEditor((s) => s.takeTheirs)
  if (!conflict) return null
  return (
    <div className="banner banner--conflict" role="alert">
      <p>
        Someone else saved this page (version {conflict.version}) while you were editing it. Your version: “
        {mine}”. Their version: “{conflict.theirs.attributes.title}”.
      </p>
      <div className="banner__actions">
        <button type="button" onClick={() => void keepMine()}>
          Keep mine
        </button>
        <button type="button" onClick={takeTheirs}>
          Take theirs
        </button>
      </div>
    </div>
  )
}
