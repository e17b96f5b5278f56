import { canApply } from '../../engine/operations/apply-action.js'
import type { Verdict } from '../../engine/operations/editor-action.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Dragged, DropTarget } from './drag-data.js'
import { dropAction } from './drop-action.js'

/**
 * Whether dropping here is allowed, and if not, why: the engine's dry run of the very action the drop
 * would dispatch (STYLE.md: "can I?" and "do it" are the same rule).
 */
export function dropVerdict(doc: PageDocument, dragged: Dragged, target: DropTarget): Verdict {
  return canApply(doc, dropAction(doc, dragged, target))
}
