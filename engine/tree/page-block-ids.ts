import { walkBlocks } from './walk-blocks.js'

const idsByPage = new WeakMap<object, ReadonlySet<string>>()

/**
 * The ids of every block on the page, through every slot. Kept per document object: documents are never
 * changed in place (every edit makes a new one), so an action that asks while checking and again while
 * applying walks a 1,000-block page once, not once per id per pass.
 */
export function pageBlockIds(doc: object): ReadonlySet<string> {
  let ids = idsByPage.get(doc)
  if (!ids) {
    const found = new Set<string>()
    walkBlocks(doc, ({ block }) => {
      if (typeof block.id === 'string') found.add(block.id)
    })
    ids = found
    idsByPage.set(doc, ids)
  }
  return ids
}
