import type { ComponentType } from 'react'
import type { Block, TemplateKey } from '../templates/generated/types.js'
import type { BlockProps } from './block-props.js'
import type { IslandLoading } from './blocks/island-loading.js'
import type { LoaderContext } from './loader-context.js'

/**
 * A registry line: the component of a template, and optionally a data loader (its block then streams
 * inside Suspense) and whether it is an island (hydrated in the browser when near the viewport).
 */
export interface BlockEntry<K extends TemplateKey> {
  component: ComponentType<BlockProps<K>>
  loader?: (block: Extract<Block, { template: K }>, context: LoaderContext) => Promise<unknown>
  island?: boolean
  /**
   * When the island loads, from its block's attributes; without it, when it nears the viewport. An island
   * above the fold that needs no React to look right (the hero carousel) waits for the shopper or for the
   * moment it must move on its own (`due`), so React DOM stays out of the page load.
   */
  islandLoading?: (attributes: Extract<Block, { template: K }>['attributes']) => IslandLoading
  /**
   * The block renders what the page URL's query says (a stock locator's search): its page is rendered for
   * every request and never kept in the page cache under its path alone (docs/decisions/006).
   */
  readsQuery?: boolean
  /**
   * The block may draw a live map in the browser: a page with it allows the maps library's hosts in its CSP
   * when the site sets a maps key or style (server/http/allow-maps-in-csp.ts, decision 038).
   */
  usesMaps?: boolean
}

/** One entry per template key: a template without a component is a type error. */
export type BlockRegistry = { [K in TemplateKey]: BlockEntry<K> }
