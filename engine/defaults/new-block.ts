import type { Block, TemplateKey } from '../../templates/generated/types.js'
import { getTemplate } from '../registry/template-registry.js'
import { defaultObject } from './default-value.js'
import { newId } from './new-id.js'

/**
 * A new block of a template, its attributes from the schema's defaults. The version is written only for
 * templates past version 1, as the block schema expects.
 */
export function newBlock<K extends TemplateKey>(template: K, id: string = newId()): Block {
  const info = getTemplate(template)
  if (!info) throw new Error(`[engine] newBlock: unknown template "${template}"`)
  const block = { id, template, attributes: defaultObject(info.schema) } as Block
  if (info.version > 1) block.version = info.version
  return block
}
