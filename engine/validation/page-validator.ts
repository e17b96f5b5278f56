import {
  validateBlock,
  validatePage as validatePageSchema,
  type SchemaError,
} from '../../templates/generated/validators.js'
import { PAGE_ROOT } from '../operations/resolve-container.js'
import { isObject } from '../tree/slot-instances.js'
import { pageValidation, validatePage } from './validate-page.js'
import type { ValidationResult } from './validation-error.js'

/**
 * A validatePage for a stream of versions of one page (the editor's undoable document): the same
 * result, but each top-level block's schema check is kept and reused while that block is the same
 * object. Documents are immutable and the engine keeps untouched blocks identical, so a keystroke or an
 * insert checks one top-level branch against its template instead of the whole page (on a 1,000-block
 * page about 5 ms became well under 1 ms, decision 043). The page's own fields are checked each time, and
 * the cross-field rules (unique ids and anchors across the page) always run on the whole page.
 *
 * Only for documents nobody mutates: a block changed in place would keep its old errors.
 */
export function createPageValidator(): (doc: unknown) => ValidationResult {
  // Errors of a block checked on its own, with pointers from the block ('' is the block itself).
  const checked = new WeakMap<object, readonly SchemaError[]>()
  const blockErrors = (block: unknown): readonly SchemaError[] => {
    const known = isObject(block) ? checked.get(block) : undefined
    if (known) return known
    const errors = validateBlock(block) ? [] : [...(validateBlock.errors ?? [])]
    if (isObject(block)) checked.set(block, errors)
    return errors
  }

  return (doc) => {
    const blocks = isObject(doc) ? doc.blocks : undefined
    // Anything the split below would not check the same way (no block list, or too many blocks for the
    // page schema's own limit) goes through the whole-page check.
    if (!isObject(doc) || !Array.isArray(blocks) || blocks.length > PAGE_ROOT.maxItems)
      return validatePage(doc)
    // The page schema checks `blocks` last: its own errors come first, then each block's in order.
    const schemaErrors: SchemaError[] = validatePageSchema({ ...doc, blocks: [] })
      ? []
      : [...(validatePageSchema.errors ?? [])]
    blocks.forEach((block, i) => {
      for (const error of blockErrors(block))
        schemaErrors.push({ ...error, instancePath: `/blocks/${i}${error.instancePath}` })
    })
    return pageValidation(doc, schemaErrors)
  }
}
