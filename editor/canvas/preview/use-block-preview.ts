import { useMemo } from 'react'
import useSWR from 'swr'
import type { Block } from '../../../templates/generated/types.js'
import { useEditor } from '../../state/editor-store-context.js'
import { useFetchBlockPreview } from './block-preview-context.js'
import { textHash } from './text-hash.js'
import { useSettled } from './use-settled.js'

/** How long a block's fields must rest before the server is asked again. */
export const PREVIEW_PAUSE_MS = 400

export interface BlockPreviewState {
  /** What the block's loader answered on the server; the previous answer while a newer one is on its way. */
  data: unknown
  /** No answer yet for this block (its first preview is on its way). */
  loading: boolean
  /** The last preview failed and there is nothing to show instead: the block shows its error state. */
  failed: boolean
  /** Asks again (the error state's "Try again"). */
  retry(): void
}

/**
 * The server's data for a block with a loader (stock carousel, in-page inventory, stock locator, form
 * blocks), so the canvas renders it with real data while every other block renders in the browser alone
 * (docs/decisions/035). Asked for after the block's fields rest for PREVIEW_PAUSE_MS, and kept by the
 * hash of its attributes, site and locale: going back to earlier values (undo) shows them at once. The
 * canvas keeps showing the last data while a newer preview loads. Only blocks with a loader use it
 * (CanvasLoadedBlock). Null when there is no preview service (the block then shows its editor placeholder).
 */
export function useBlockPreview(block: Block): BlockPreviewState | null {
  const fetchPreview = useFetchBlockPreview()
  const site = useEditor((s) => s.doc.site)
  const locale = useEditor((s) => s.doc.locale)
  const attributes = useMemo(() => JSON.stringify(block.attributes), [block.attributes])
  const settled = useSettled(attributes, PREVIEW_PAUSE_MS)
  const active = fetchPreview !== null
  const key = active ? ['block-preview', site, locale, block.template, textHash(settled)] : null
  const { data, error, isLoading, mutate } = useSWR(
    key,
    // The block as it was when its fields came to rest: the attributes the key was made from.
    () =>
      (fetchPreview as NonNullable<typeof fetchPreview>)({
        site,
        locale,
        block: { ...block, attributes: JSON.parse(settled) } as Block,
      }),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 30_000 },
  )
  if (!active) return null
  const retry = () => void mutate()
  if (data && !data.failed) return { data: data.data, loading: false, failed: false, retry }
  return {
    data: undefined,
    loading: isLoading && !data,
    failed: Boolean(error) || Boolean(data?.failed),
    retry,
  }
}
