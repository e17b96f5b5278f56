import type { ComponentType } from 'react'
import type { Block, TemplateKey } from '../templates/generated/types.js'
import type { BlockProps } from './block-props.js'

/**
 * A registry line: the component of a template, and optionally a data loader (its block then streams
 * inside Suspense) and whether it is an island (hydrated in the browser when near the viewport).
 */
export interface BlockEntry<K extends TemplateKey> {
  component: ComponentType<BlockProps<K>>
  loader?: (block: Extract<Block, { template: K }>) => Promise<unknown>
  island?: boolean
}

/** One entry per template key: a template without a component is a type error. */
export type BlockRegistry = { [K in TemplateKey]: BlockEntry<K> }
