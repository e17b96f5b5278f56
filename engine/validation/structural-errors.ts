import { isTemplateKey } from '../registry/template-registry.js'
import { fieldSchemaAt } from '../registry/template-structure.js'
import { getAt } from '../tree/paths.js'
import { blockAtPointer } from './block-at-pointer.js'
import type { ValidationError } from './validation-error.js'

/**
 * The errors that make a document malformed rather than unfinished (issue 13, DESIGN §7): it is not a page
 * (its id, site, locale, path, type or block list are wrong), a block has an unknown template, a bad or
 * repeated id, or no attributes object, or a slot holds something that is not a block. Everything else
 * (an empty heading, a bad URL, a date range backwards, a slot that does not take a template) is a field
 * rule: a draft that breaks one is still saved, and only publishing waits for it.
 */
export function structuralErrors(doc: unknown, errors: readonly ValidationError[]): ValidationError[] {
  return errors.filter((error) => isStructural(doc, error.path))
}

function isStructural(doc: unknown, pointer: string): boolean {
  const { block, rest } = blockAtPointer(doc, pointer)
  // Page level: only the page's own attributes hold field values.
  if (!block) return !(rest[0] === 'attributes' && rest.length > 1)
  // A known template refused by the slot it sits in is a placement rule; an unknown one is malformed.
  if (rest[0] === 'template') return !isTemplateKey(block.template)
  if (rest[0] !== 'attributes' && rest[0] !== 'visibility') return true
  if (rest.length === 1) return true
  return rest[0] === 'attributes' && reachesIntoSlot(doc, pointer, block.template, rest.slice(1))
}

/**
 * True when the pointer goes into a slot's item (a well-formed nested block would have been the innermost
 * block, so this one is not a block) or names a slot that does not hold a list.
 */
function reachesIntoSlot(doc: unknown, pointer: string, template: string, path: string[]): boolean {
  for (let i = 0; i < path.length; i++) {
    if (fieldSchemaAt(template, path.slice(0, i + 1))?.['x-field'] !== 'Slot') continue
    if (i + 1 < path.length) return true
    const slotPointer = pointer.split('/').slice(1)
    return !Array.isArray(
      getAt(
        doc,
        slotPointer.map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')),
      ),
    )
  }
  return false
}
