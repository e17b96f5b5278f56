import type { EditorAction } from '../../engine/operations/editor-action.js'

/**
 * The one field a value edit changes (a block field, a page setting, a block's visibility), or undefined
 * for structural actions. Edits of one field a moment apart are one undo step, and a field edit is
 * validated right after the keystroke rather than at once. The page itself has no block id: its
 * settings go under "" with their path marked, so they never join a block field's burst.
 */
export function editedField(action: EditorAction): { blockId: string; path: string } | undefined {
  switch (action.type) {
    case 'update':
      return { blockId: action.blockId, path: action.path }
    case 'updatePage':
      return { blockId: '', path: `page:${action.path}` }
    case 'updateVisibility':
      return { blockId: action.blockId, path: `visibility:${action.path}` }
    default:
      return undefined
  }
}
