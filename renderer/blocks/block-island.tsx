import type { ComponentType } from 'react'
import type { BlockOf, TemplateKey } from '../../templates/generated/types.js'
import type { BlockProps } from '../block-props.js'

/** What a block island's JSON carries: the block (its attributes once) and its loader's data, if any. */
export interface BlockIslandProps<K extends TemplateKey> {
  block: BlockOf<K>
  data?: unknown
}

/**
 * A block component as its island hydrates it (renderer/blocks/<key>/island.tsx): the props script carries
 * the block once, and `attributes` is taken from it here, where the server's BlockList passes both; sending
 * both doubled every island's JSON.
 */
export function blockIsland<K extends TemplateKey>(
  Component: ComponentType<BlockProps<K>>,
): ComponentType<BlockIslandProps<K>> {
  function BlockIsland({ block, data }: BlockIslandProps<K>) {
    return <Component block={block} attributes={block.attributes} data={data} />
  }
  BlockIsland.displayName = `BlockIsland(${Component.displayName ?? Component.name})`
  return BlockIsland
}
