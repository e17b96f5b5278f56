import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'

type BlockData = Map<string, Promise<unknown>>

/**
 * The loader data of a page, settled, for rendering it synchronously: renders `tree` once with `prerender`,
 * which waits for every loader (nested ones too) to fill the map it is given, and leaves each promise marked
 * fulfilled, as React marks the promises `use()` tracks; marking them here again says so rather than trusting
 * it. A copy of the map in a BlockDataCache makes `use()` read the data at once, so renderToString shows the
 * blocks' content (or a failed loader's error state), never their Suspense fallback.
 */
export async function settledBlockData(tree: (data: BlockData) => ReactNode): Promise<BlockData> {
  const data: BlockData = new Map()
  await prerender(tree(data))
  for (const promise of data.values()) Object.assign(promise, { status: 'fulfilled', value: await promise })
  return data
}
