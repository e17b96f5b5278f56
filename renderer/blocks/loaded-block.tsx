import { createContext, Suspense, use, useContext, type ReactNode } from 'react'
import { BlockError } from './block-error.js'
import { BlockLoading } from './block-loading.js'

/** What a block's loader came to: its data, or the error it failed with. */
export type BlockOutcome = { ok: true; data: unknown } | { ok: false; error: unknown }
type Outcome = BlockOutcome

/** One render's loader promises, by block id. */
export type BlockData = Map<string, Promise<Outcome>>

/**
 * One render's loader promises, by block id. A component may render more than once while it waits, so the
 * promise must outlive the render that made it; a new page render gets a new map.
 */
export const BlockDataCache = createContext<BlockData | null>(null)

function Awaited({
  promise,
  render,
  labels,
}: {
  promise: Promise<Outcome>
  render: (data: unknown) => ReactNode
  labels: Labels
}) {
  const outcome = use(promise)
  return outcome.ok ? <>{render(outcome.data)}</> : <BlockError {...labels} />
}

interface Labels {
  message?: string
  retryLabel?: string
}

/**
 * A block whose data comes from a loader (stock carousel, inventory, news...): it sits in its own Suspense
 * boundary, so the shell and the static blocks stream first and this block streams in when its data is
 * ready. A loader that fails shows the block's error state; the page goes on.
 */
export function LoadedBlock({
  id,
  load,
  render,
  labels = {},
  onError,
}: {
  id: string
  load: () => Promise<unknown>
  render: (data: unknown) => ReactNode
  labels?: Labels
  onError?: (error: unknown) => void
}) {
  const cache = useContext(BlockDataCache)
  if (!cache) throw new Error('[renderer] <LoadedBlock> needs a <BlockDataCache.Provider> around the page')
  let promise = cache.get(id)
  if (!promise) {
    promise = load().then(
      (data): Outcome => ({ ok: true, data }),
      (error: unknown): Outcome => {
        onError?.(error)
        return { ok: false, error }
      },
    )
    cache.set(id, promise)
  }
  return (
    <Suspense fallback={<BlockLoading />}>
      <Awaited promise={promise} render={render} labels={labels} />
    </Suspense>
  )
}
