import { defaultObject } from '../../engine/defaults/default-value.js'
import type { SchemaNode } from '../../engine/json-schema.js'
import type { EditorAction } from '../../engine/operations/editor-action.js'

/**
 * The engine actions a form's widgets dispatch, by what the form edits: a block's attributes, the page's
 * own settings or a block's visibility. The widgets stay the same whichever it is. Paths are relative to
 * the form's object ("heading", "tabs/0/label", "redirect/to").
 */
export interface FieldActions {
  update(path: string, value: unknown): EditorAction
  /** Adds `value`, or a new item from the item schema's defaults. */
  addItem(
    group: string,
    items: readonly unknown[],
    item: SchemaNode,
    value?: Record<string, unknown>,
  ): EditorAction
  moveItem(group: string, items: readonly unknown[], from: number, to: number): EditorAction
  removeItem(group: string, items: readonly unknown[], index: number): EditorAction
}

/** A block's fields: value edits and the engine's group actions, which check minItems and maxItems. */
export function blockFieldActions(blockId: string): FieldActions {
  return {
    update: (path, value) => ({ type: 'update', blockId, path, value }),
    addItem: (group, _items, _item, value) => ({ type: 'addGroupItem', blockId, group, item: value }),
    moveItem: (group, _items, from, to) => ({ type: 'moveGroupItem', blockId, group, from, to }),
    removeItem: (group, _items, index) => ({ type: 'removeGroupItem', blockId, group, index }),
  }
}

/**
 * Forms over an object without groups of blocks (the page's settings, a block's visibility): every change,
 * lists included, is one value edit of `update`; a list's limits are reported by validation.
 */
export function valueFieldActions(update: (path: string, value: unknown) => EditorAction): FieldActions {
  return {
    update,
    addItem: (group, items, item, value) => update(group, [...items, value ?? defaultObject(item)]),
    moveItem: (group, items, from, to) => {
      const next = [...items]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved)
      return update(group, next)
    },
    removeItem: (group, items, index) =>
      update(
        group,
        items.filter((_, i) => i !== index),
      ),
  }
}
