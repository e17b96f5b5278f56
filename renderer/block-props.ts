import type { AttributesByTemplate, BlockOf, TemplateKey } from '../templates/generated/types.js'

/** What a block component receives. */
export interface BlockProps<K extends TemplateKey> {
  block: BlockOf<K>
  /** Shorthand for block.attributes. */
  attributes: AttributesByTemplate[K]
  /** What the template's loader answered, for templates that have one. */
  data?: unknown
}
