/** A page-level injected script or style (001 §3). rdx_core_page_id null means every page. */
export interface Metahead {
  id: number | string
  content: string
  language: 'javascript' | 'js-src' | 'css' | 'sass' | 'scss' | 'html'
  sequence: number
  in_body: boolean
  rdx_core_page_id: string | null
  reload_on_each_page: boolean
}

/**
 * The metaheads to place on a page (001 §2, §4), in sequence order (ties by id), split into head and body.
 * Global ones (page id null) and the page's own apply. Local ones and global ones marked
 * reload_on_each_page run on every page they apply to; other global ones are load-once: they are left out
 * when `loadedOnce` says they already ran (a client-side navigation), and reported in `loadOnce` for the
 * caller to remember.
 */
export function selectMetaheads<M extends Metahead>(
  all: readonly M[],
  pageId: string | null,
  loadedOnce: ReadonlySet<M['id']> = new Set(),
): { head: M[]; body: M[]; loadOnce: M['id'][] } {
  const applicable = all
    .filter((m) => m.rdx_core_page_id === null || m.rdx_core_page_id === pageId)
    .filter((m) => !isLoadOnce(m) || !loadedOnce.has(m.id))
    .sort(
      (a, b) => a.sequence - b.sequence || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
    )
  return {
    head: applicable.filter((m) => !m.in_body),
    body: applicable.filter((m) => m.in_body),
    loadOnce: applicable.filter(isLoadOnce).map((m) => m.id),
  }
}

function isLoadOnce(m: Metahead): boolean {
  return m.rdx_core_page_id === null && !m.reload_on_each_page
}
