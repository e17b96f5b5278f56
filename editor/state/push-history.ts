import type { Patch } from 'immer'
import type { HistoryEntry } from './history-entry.js'

/** Undo steps kept; the oldest go first. */
export const HISTORY_LIMIT = 200
/** Field edits closer together than this (ms), in the same field, are one undo step: a burst of typing. */
export const TYPING_PAUSE = 1000
/** A typing step that has gathered this many patches stops growing, so one step stays small. */
const MAX_STEP_PATCHES = 64

/**
 * The history after `entry`: usually `past` with it appended (at most HISTORY_LIMIT entries). A field edit
 * that follows the last step's edit of the same field within TYPING_PAUSE joins that step, when
 * `mayJoin` says nothing happened in between (no undo, redo or other action).
 */
export function pushHistory(
  past: readonly HistoryEntry[],
  entry: HistoryEntry,
  mayJoin: boolean,
): HistoryEntry[] {
  const last = past[past.length - 1]
  if (mayJoin && last && joins(last, entry)) return [...past.slice(0, -1), join(last, entry)]
  return [...past, entry].slice(-HISTORY_LIMIT)
}

function joins(last: HistoryEntry, next: HistoryEntry): boolean {
  const [a, b] = [last.typing, next.typing]
  return (
    a !== undefined &&
    b !== undefined &&
    a.blockId === b.blockId &&
    a.path === b.path &&
    b.at - a.at < TYPING_PAUSE &&
    last.patches.length + next.patches.length <= MAX_STEP_PATCHES
  )
}

/**
 * Both steps as one. Typing replaces the same value again and again: then the step keeps its first patch
 * (with the latest value) and its first inverse, so a long burst stays one patch, not hundreds.
 */
function join(first: HistoryEntry, next: HistoryEntry): HistoryEntry {
  const a = first.patches.length === 1 ? first.patches[0] : undefined
  const b = next.patches.length === 1 ? next.patches[0] : undefined
  const compact = a && b && b.op === 'replace' && a.op !== 'remove' && samePath(a.path, b.path)
  return {
    patches: compact ? [{ ...a, value: b.value } as Patch] : [...first.patches, ...next.patches],
    inverse: compact ? first.inverse : [...next.inverse, ...first.inverse],
    typing: next.typing,
  }
}

function samePath(a: Patch['path'], b: Patch['path']): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i])
}
