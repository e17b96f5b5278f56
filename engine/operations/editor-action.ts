import type { Block } from '../../templates/generated/types.js'

/** Where a block goes: the page root (parentId null) or a slot of a block, at a final index. */
export interface Target {
  parentId: string | null
  /** The parent's slot, e.g. "tabs/0/content"; may be left out when the parent has exactly one slot. */
  slot?: string
  index: number
}

/** Every change the editor makes to a page document. Each is handled by one command in engine/operations. */
export type EditorAction =
  | { type: 'insert'; block: Block; to: Target }
  | { type: 'move'; blockId: string; to: Target }
  | { type: 'remove'; blockId: string }
  /** The copy gets `copyId`; its nested blocks get `${copyId}-1`, `${copyId}-2`... */
  | { type: 'duplicate'; blockId: string; copyId: string }
  /** `path` is inside the block's attributes ("heading", "tabs/0/tab_label"); undefined removes the value. */
  | { type: 'update'; blockId: string; path: string; value: unknown }
  | { type: 'addGroupItem'; blockId: string; group: string; index?: number; item?: Record<string, unknown> }
  | { type: 'moveGroupItem'; blockId: string; group: string; from: number; to: number }
  | { type: 'removeGroupItem'; blockId: string; group: string; index: number }
  /** `path` is inside the page's attributes ("meta_title", "redirect/to"); undefined removes the value. */
  | { type: 'updatePage'; path: string; value: unknown }
  /** `path` is inside a block's visibility ("schedule", "strategy/key"); undefined removes the value. */
  | { type: 'updateVisibility'; blockId: string; path: string; value: unknown }

/** The answer to "can I?": yes, or no with a reason the editor can show. */
export type Verdict = { ok: true } | { ok: false; reason: string }

export const YES: Verdict = { ok: true }
export function refuse(reason: string): Verdict {
  return { ok: false, reason }
}
