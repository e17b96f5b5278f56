import { enablePatches, produce, produceWithPatches, type Patch } from 'immer'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Command } from './command.js'
import { duplicateBlock } from './duplicate-block.js'
import type { EditorAction, Verdict } from './editor-action.js'
import { addGroupItem, moveGroupItem, removeGroupItem } from './group-item-actions.js'
import { insertBlock } from './insert-block.js'
import { moveBlock } from './move-block.js'
import { removeBlock } from './remove-block.js'
import { updateAttribute } from './update-attribute.js'
import { updatePage, updateVisibility } from './update-page-settings.js'

enablePatches()

/** The command for an action. The switch is exhaustive: a new action without a command is a type error. */
function commandFor(action: EditorAction): Command<EditorAction> {
  const command = (() => {
    switch (action.type) {
      case 'insert':
        return insertBlock
      case 'move':
        return moveBlock
      case 'remove':
        return removeBlock
      case 'duplicate':
        return duplicateBlock
      case 'update':
        return updateAttribute
      case 'addGroupItem':
        return addGroupItem
      case 'moveGroupItem':
        return moveGroupItem
      case 'removeGroupItem':
        return removeGroupItem
      case 'updatePage':
        return updatePage
      case 'updateVisibility':
        return updateVisibility
      default: {
        const unhandled: never = action
        throw new Error(`[engine] no command for action ${JSON.stringify(unhandled)}`)
      }
    }
  })()
  return command as Command<EditorAction>
}

/** Whether an action may be applied to a document, and if not, why. Changes nothing. */
export function canApply(doc: PageDocument, action: EditorAction): Verdict {
  return commandFor(action)(doc, action)
}

export type ApplyResult = { ok: true; doc: PageDocument } | { ok: false; reason: string }

/**
 * Applies an action and returns the new document. Untouched subtrees keep their identity (immer's
 * structural sharing), so renderers can skip them and undo history stays small.
 */
export function applyAction(doc: PageDocument, action: EditorAction): ApplyResult {
  const command = commandFor(action)
  const verdict = command(doc, action)
  if (!verdict.ok) return verdict
  return { ok: true, doc: produce(doc, (draft) => void command(doc, action, draft)) }
}

export type ApplyWithPatchesResult =
  { ok: true; doc: PageDocument; patches: Patch[]; inversePatches: Patch[] } | { ok: false; reason: string }

/** applyAction, also returning immer patches and their inverse: the editor's undo and redo history. */
export function applyActionWithPatches(doc: PageDocument, action: EditorAction): ApplyWithPatchesResult {
  const command = commandFor(action)
  const verdict = command(doc, action)
  if (!verdict.ok) return verdict
  const [next, patches, inversePatches] = produceWithPatches(doc, (draft) => void command(doc, action, draft))
  return { ok: true, doc: next, patches, inversePatches }
}
