import { newBlock } from '../../engine/defaults/new-block.js'
import { showcaseCase, type TemplateCase } from '../../engine/registry/showcase-case.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'

// One chunk per template's cases, fetched when its page of the Blocks screen opens.
const fixtures = import.meta.glob<TemplateCase[]>('../../fixtures/templates/*.json', { import: 'default' })

/**
 * The block the Blocks screen previews: the template's showcase case (the one its thumbnail shows), or a
 * new block from the template's defaults when it has no fixture cases yet.
 */
export async function loadShowcaseBlock(key: string): Promise<Block> {
  const load = fixtures[`../../fixtures/templates/${key}.json`]
  const sample = load ? showcaseCase(await load()) : undefined
  if (!sample) return newBlock(key as TemplateKey, 'showcase')
  return { ...sample.data, id: sample.data.id ?? 'showcase' } as Block
}
