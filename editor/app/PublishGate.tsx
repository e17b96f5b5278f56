import { getAt, parseRelativePath } from '../../engine/tree/paths.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { useEditor } from '../state/editor-store-context.js'
import { focusField } from './focus-field.js'
import { humanError } from '../../engine/validation/human-error.js'

/** A publish refusal: the errors only the server found (a form id naming no form), and the draft it saw. */
export interface Refusal {
  server: readonly ValidationError[]
  doc: PageDocument
}

/**
 * Publishing was refused: every error in an editor's words ("Hero title banner › Heading: is required"),
 * each a link to its field (the block is selected and the field focused). Where exactly an error sits (its
 * JSON pointer) is there for whoever needs it, behind a details toggle. The list is live: the draft's own
 * errors as the editor validates each change, and the server's while the value they point at is unchanged,
 * so a fixed error leaves the list at once and "No errors left" says the page can be published.
 */
export function PublishGate({ refusal, onClose }: { refusal: Refusal; onClose: () => void }) {
  const doc = useEditor((s) => s.doc)
  const live = useEditor((s) => s.errors)
  const errors = [...live, ...stillStanding(refusal, doc, live)]
  const select = useEditor((s) => s.select)
  const showFields = useEditor((s) => s.showFields)
  const named = errors.map((error) => ({ error, human: humanError(doc, error) }))
  const goTo = (blockId: string | null, pointer: string | null) => {
    if (blockId) select(blockId)
    else showFields('page')
    if (pointer) focusField(blockId, pointer)
  }
  if (errors.length === 0)
    return (
      <section className="publish-gate publish-gate--clear" role="status" aria-label="Publish check">
        <h2 className="publish-gate__title">No errors left: the page can be published</h2>
        <button type="button" className="publish-gate__close" onClick={onClose}>
          Close
        </button>
      </section>
    )
  return (
    <section className="publish-gate" role="alert" aria-label="Publishing refused">
      <h2 className="publish-gate__title">
        Not published: fix {errors.length} error{errors.length === 1 ? '' : 's'} first
      </h2>
      <ul className="publish-gate__list">
        {named.map(({ error, human }, i) => (
          <li key={`${error.path}-${i}`}>
            {human.blockId || human.fieldPointer ? (
              <button
                type="button"
                className="publish-gate__link"
                onClick={() => goTo(human.blockId, human.fieldPointer)}
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

/** The server's errors that still stand: the value each points at is the one the server refused. */
function stillStanding(refusal: Refusal, doc: PageDocument, live: readonly ValidationError[]) {
  if (doc === refusal.doc) return refusal.server.filter((e) => !sameAsOneOf(e, live))
  return refusal.server.filter(
    (error) =>
      !sameAsOneOf(error, live) &&
      getAt(doc, parseRelativePath(error.path)) === getAt(refusal.doc, parseRelativePath(error.path)),
  )
}

function sameAsOneOf(error: ValidationError, others: readonly ValidationError[]) {
  return others.some((other) => other.path === error.path && other.message === error.message)
}
