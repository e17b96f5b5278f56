import type { ValidationError } from '../../engine/validation/validation-error.js'
import { useEditor } from '../state/editor-store-context.js'
import { focusField } from './focus-field.js'
import { humanError } from '../../engine/validation/human-error.js'

/**
 * Publishing was refused: every error in an editor's words ("Hero title banner › Heading: is required"),
 * each a link to its field (the block is selected and the field focused). Where exactly an error sits (its
 * JSON pointer) is there for whoever needs it, behind a details toggle.
 */
export function PublishGate({
  errors,
  onClose,
}: {
  errors: readonly ValidationError[]
  onClose: () => void
}) {
  const doc = useEditor((s) => s.doc)
  const select = useEditor((s) => s.select)
  const named = errors.map((error) => ({ error, human: humanError(doc, error) }))
  const goTo = (blockId: string, pointer: string | null) => {
    select(blockId)
    if (pointer) focusField(blockId, pointer)
  }
  return (
    <section className="publish-gate" role="alert" aria-label="Publishing refused">
      <h2 className="publish-gate__title">
        Not published: fix {errors.length} error{errors.length === 1 ? '' : 's'} first
      </h2>
      <ul className="publish-gate__list">
        {named.map(({ error, human }, i) => (
          <li key={`${error.path}-${i}`}>
            {human.blockId ? (
              <button
                type="button"
                className="publish-gate__link"
                onClick={() => goTo(human.blockId!, human.fieldPointer)}
              >
                {human.text}
              </button>
            ) : (
              <span className="publish-gate__message">{human.text}</span>
            )}
          </li>
        ))}
      </ul>
      <details className="publish-gate__details">
        <summary>Details</summary>
        <ul>
          {named.map(({ error, human }, i) => (
            <li key={`${error.path}-${i}`}>
              {human.text}: <code>{error.path}</code>
            </li>
          ))}
        </ul>
      </details>
      <button type="button" className="publish-gate__close" onClick={onClose}>
        Close
      </button>
    </section>
  )
}
