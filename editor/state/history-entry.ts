import type { Patch } from 'immer'

/** One undoable change: the patches that made it and the ones that take it back. */
export interface HistoryEntry {
  patches: Patch[]
  inverse: Patch[]
  /**
   * Set for a field edit: the field and when it last changed, so the next keystroke in the same field can
   * join this step instead of becoming one of its own (push-history.ts).
   */
  typing?: { blockId: string; path: string; at: number }
}
