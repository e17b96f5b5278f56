import useSWR from 'swr'
import type { DynamicLists } from '../../engine/dynamic-content/dynamic-content-context.js'
import { useEditor } from '../state/editor-store-context.js'

/** What GET /admin/api/dynamic-content answers: the site's brand and its outside lists. */
export interface DynamicContentData {
  brand: string
  lists: DynamicLists
}

async function load(url: string): Promise<DynamicContentData> {
  const response = await fetch(url, { credentials: 'same-origin' })
  const body = (await response.json().catch(() => ({}))) as { data?: DynamicContentData }
  if (!response.ok || !body.data) throw new Error(`The dynamic-content lists failed (${response.status})`)
  return body.data
}

/**
 * The page's site brand and the lists its strategies read, once per site and locale for the editor's
 * session (swr dedupes the badges' requests); undefined while loading or when the server has none.
 */
export function useDynamicContent(): DynamicContentData | undefined {
  const site = useEditor((s) => s.doc.site)
  const locale = useEditor((s) => s.doc.locale)
  const url = `/admin/api/dynamic-content?site=${encodeURIComponent(site)}&locale=${encodeURIComponent(locale)}`
  return useSWR(url, load, { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 60_000 })
    .data
}
