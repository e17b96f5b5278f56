import { toPointer, type DocPath } from '../tree/paths.js'
import { walkBlocks } from '../tree/walk-blocks.js'
import type { ValidationError } from './validation-error.js'

/**
 * Blocks whose form is what they show: without one the page shows an empty section. The expanded entry
 * forms may name theirs per tab instead (a tab's form_id wins over the block's).
 */
const FORM_IS_THE_BLOCK: Record<string, 'block' | 'block-or-every-tab'> = {
  'entry-form': 'block',
  'jlr-extended-warranty': 'block',
  'jlr-offers-salesforce': 'block',
  'expanded-entry-form': 'block-or-every-tab',
  'jlr-expanded-entry-form-mena': 'block-or-every-tab',
}

/** A field naming a form of the forms admin: `form_id`, or one ending in `_form_id`. */
const FORM_FIELD = /(^|_)form_id$/

/**
 * What publishing needs of a page's form references and only the server can check (the forms are data):
 * every form id set names a form that exists, and a form block names one. Drafts may break these (they
 * save with their errors); the publish gate refuses them, each error at its field.
 */
export function formReferenceErrors(doc: unknown, formExists: (id: string) => boolean): ValidationError[] {
  const errors: ValidationError[] = []
  walkBlocks(doc, ({ block, path }) => {
    const attributes = (block.attributes ?? {}) as Record<string, unknown>
    const at = [...path, 'attributes']
    for (const [fieldPath, id] of formFields(attributes, at))
      if (id !== '' && !formExists(id))
        errors.push({
          path: toPointer(fieldPath),
          blockId: block.id,
          message: `names no form: “${id}” is not in the forms admin`,
        })
    if (missesItsForm(block.template, attributes))
      errors.push({
        path: toPointer([...at, 'form_id']),
        blockId: block.id,
        message: 'is required: choose the form this block shows',
      })
  })
  return errors
}

/** The form ids set in a block's own attributes (not its slots' blocks), with their paths. */
function formFields(value: unknown, path: DocPath, found: [DocPath, string][] = []): [DocPath, string][] {
  if (Array.isArray(value)) value.forEach((item, i) => formFields(item, [...path, i], found))
  else if (value !== null && typeof value === 'object' && !isBlock(value))
    for (const [key, inner] of Object.entries(value)) {
      if (FORM_FIELD.test(key) && typeof inner === 'string') found.push([[...path, key], inner.trim()])
      else formFields(inner, [...path, key], found)
    }
  return found
}

function isBlock(value: object): boolean {
  return 'template' in value && 'attributes' in value && 'id' in value
}

function missesItsForm(template: string, attributes: Record<string, unknown>): boolean {
  const rule = FORM_IS_THE_BLOCK[template]
  if (!rule || named(attributes.form_id)) return false
  if (rule === 'block') return true
  const tabs = Array.isArray(attributes.tabs) ? (attributes.tabs as Record<string, unknown>[]) : []
  return tabs.length === 0 || !tabs.every((tab) => named(tab?.form_id))
}

function named(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}
