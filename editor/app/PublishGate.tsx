import type { ValidationError } from '../../engine/validation/validation-error.js'
import { useEditor } from '../state/editor-store-context.js'
import { locateBlock } from '../../engine/tree/walk-blocks.js'
import { getTemplate } from '../../engine/registry/template-registry.js'

/** Publishing was refused: every error, each with a jump to the block that holds it. */
export function PublishGate({
  errors,
  onClose,
}: {
  errors: readonly ValidationError[]
  onClose: () => void
}) {
  const doc = useEditor((s) => s.doc)
  const select = useEditor((s) => s.select)
  const nameOf = (blockId: string) => {
    const template = locateBlock(doc, blockId)?.block.template
    return template ? (getTemplate(template)?.name ?? template) : blockId
  }
  return (
    <section className="publish-gate" role="alert" aria-label="Publishing refused">
      <h2 className="publish-gate__title">
        Not published: fix {errors.length} error{errors.length === 1 ? '' : 's'} first
      </h2>
      <ul className="publish-gate__list">
        {errors.map((error, i) => (
          <li key={`${error.path}-${i}`}>
            <span className="publish-gate__message">
              {error.message} <code>{error.path}</code>
            </span>
            {error.blockId ? (
              <button type="button" onClick={() => select(error.blockId)}>
                Go to {nameOf(error.blockId)} ({error.blockId})
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className="publish-gate__close" onClick={onClose}>
        Close
      </button>
    </section>
  )
}
