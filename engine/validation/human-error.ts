import { getTemplate } from '../registry/template-registry.js'
import { toPointer } from '../tree/paths.js'
import { locateBlock, walkBlocks } from '../tree/walk-blocks.js'
import type { ValidationError } from './validation-error.js'
import { fieldTitles } from './field-titles.js'

/** A validation error in an editor's words: which block, which field, what is wrong. */
export interface HumanError {
  /** The block by its label ("Hero title banner", "Snippet #2" when the page has several), or "Page". */
  block: string
  /** The field by its title, through groups ("Tabs #2 › Tab label"); null when the error is the block's own. */
  field: string | null
  message: string
  /** The whole sentence: "Hero title banner › Heading: is required". */
  text: string
  blockId: string | null
  /** The field's JSON pointer inside the block's attributes (the field panel's `field:<pointer>` test ids). */
  fieldPointer: string | null
}

const SEPARATOR = ' › '

function parsePointer(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** The block's label: its template's name, with its place among blocks of the same template if it has any. */
function blockLabel(doc: unknown, blockId: string, template: string): string {
  const name = getTemplate(template)?.name ?? fieldTitles(undefined, [template])[0]!
  let count = 0
  let position = 0
  walkBlocks(doc, ({ block }) => {
    if (block.template !== template) return
    count++
    if (block.id === blockId) position = count
  })
  return count > 1 && position > 0 ? `${name} #${position}` : name
}

/**
 * Names an error's block by its label and its field by its title, so an editor never reads a JSON pointer
 * or a block id ("Hero title banner › Heading: is required"). A message that already starts with the field's
 * title ("Heading is required") is not made to repeat it.
 */
export function humanError(doc: unknown, error: ValidationError): HumanError {
  const location = error.blockId ? locateBlock(doc, error.blockId) : undefined
  let block = 'Page'
  let titles: string[]
  let fieldPointer: string | null = null
  if (location) {
    block = blockLabel(doc, location.block.id, location.block.template)
    const attributes = `${toPointer(location.path)}/attributes`
    if (error.path.startsWith(`${attributes}/`)) {
      fieldPointer = error.path.slice(attributes.length)
      titles = fieldTitles(getTemplate(location.block.template)?.schema, parsePointer(fieldPointer))
    } else {
      // The block's own id, template or version.
      titles = fieldTitles(undefined, parsePointer(error.path.slice(toPointer(location.path).length)))
    }
  } else {
    titles = fieldTitles(
      undefined,
      parsePointer(error.path).filter((part) => part !== 'attributes'),
    )
  }
  const field = titles.length > 0 ? titles.join(SEPARATOR) : null
  const last = titles[titles.length - 1]?.replace(/ #\d+$/, '')
  const message =
    last && error.message.toLowerCase().startsWith(`${last.toLowerCase()} `)
      ? error.message.slice(last.length + 1)
      : error.message
  const text = field ? `${block}${SEPARATOR}${field}: ${message}` : `${block}: ${message}`
  return { block, field, message, text, blockId: location ? location.block.id : null, fieldPointer }
}
