import type { EditableNavEntry } from './editable-nav-entry.js'
import { NAV_LIMITS } from './editable-nav-entry.js'

/** A move of the Navigation screen: the keyboard buttons, or a drop before, after or inside another entry. */
export type NavMove =
  { kind: 'up' | 'down' | 'indent' | 'outdent' } | { kind: 'before' | 'after' | 'inside'; target: string }

/**
 * The tree with entry `id` moved, or null when the move cannot be made (first entry up, an entry into its
 * own subtree, deeper than NAV_LIMITS.depth...). One function answers "can I?" and does it: the screen
 * disables a button, or refuses a drop, when it returns null.
 *
 * @example moveNavEntry(tree, 'b', { kind: 'indent' }) // b becomes the last child of the entry above it
 */
export function moveNavEntry(
  tree: readonly EditableNavEntry[],
  id: string,
  move: NavMove,
): EditableNavEntry[] | null {
  const at = locate(tree, id)
  if (!at) return null
  const { siblings, index, parentId } = at
  const entry = siblings[index] as EditableNavEntry
  switch (move.kind) {
    case 'up':
      return index === 0 ? null : insertAt(removed(tree, id), parentId, index - 1, entry)
    case 'down':
      return index === siblings.length - 1 ? null : insertAt(removed(tree, id), parentId, index + 1, entry)
    case 'indent': {
      const above = siblings[index - 1]
      if (!above) return null
      return placed(removed(tree, id), above.id, above.children.length, entry)
    }
    case 'outdent': {
      if (parentId === null) return null
      const parent = locate(tree, parentId) as Located
      return insertAt(removed(tree, id), parent.parentId, parent.index + 1, entry)
    }
    case 'inside':
    case 'before':
    case 'after': {
      if (move.target === id || contains(entry, move.target)) return null
      const rest = removed(tree, id)
      if (move.kind === 'inside') {
        const target = locate(rest, move.target)
        if (!target) return null
        const parent = target.siblings[target.index] as EditableNavEntry
        return placed(rest, parent.id, parent.children.length, entry)
      }
      const target = locate(rest, move.target)
      if (!target) return null
      return insertAt(rest, target.parentId, target.index + (move.kind === 'after' ? 1 : 0), entry)
    }
  }
}

interface Located {
  siblings: readonly EditableNavEntry[]
  index: number
  parentId: string | null
  depth: number
}

function locate(
  tree: readonly EditableNavEntry[],
  id: string,
  parentId: string | null = null,
  depth = 1,
): Located | null {
  for (const [index, entry] of tree.entries()) {
    if (entry.id === id) return { siblings: tree, index, parentId, depth }
    const found = locate(entry.children, id, entry.id, depth + 1)
    if (found) return found
  }
  return null
}

function contains(entry: EditableNavEntry, id: string): boolean {
  return entry.children.some((child) => child.id === id || contains(child, id))
}

function removed(tree: readonly EditableNavEntry[], id: string): EditableNavEntry[] {
  return tree
    .filter((entry) => entry.id !== id)
    .map((entry) => ({ ...entry, children: removed(entry.children, id) }))
}

function height(entry: EditableNavEntry): number {
  return 1 + Math.max(0, ...entry.children.map(height))
}

// Inserts among the children of `parentId` (the top level when null), refusing a tree deeper than allowed.
function insertAt(
  tree: EditableNavEntry[],
  parentId: string | null,
  index: number,
  entry: EditableNavEntry,
): EditableNavEntry[] | null {
  if (parentId === null) return [...tree.slice(0, index), entry, ...tree.slice(index)]
  return placed(tree, parentId, index, entry)
}

function placed(
  tree: EditableNavEntry[],
  parentId: string,
  index: number,
  entry: EditableNavEntry,
): EditableNavEntry[] | null {
  const parent = locate(tree, parentId)
  if (!parent || parent.depth + height(entry) > NAV_LIMITS.depth) return null
  const into = (list: EditableNavEntry[]): EditableNavEntry[] =>
    list.map((e) =>
      e.id === parentId
        ? { ...e, children: [...e.children.slice(0, index), entry, ...e.children.slice(index)] }
        : { ...e, children: into(e.children) },
    )
  return into(tree)
}
