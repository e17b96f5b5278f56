import type { PageSummary } from '../admin-client.js'
import { publishState } from './publish-state.js'

/** The status filter of the pages screen: everything, one publish state, or the drafts with errors. */
export type StatusFilter = 'all' | 'draft' | 'published' | 'changed' | 'errors'

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Any status' },
  { value: 'draft', label: 'Draft (never published)' },
  { value: 'published', label: 'Published' },
  { value: 'changed', label: 'Changed since publish' },
  { value: 'errors', label: 'Has errors' },
]

/** Whether a page passes the status filter and contains the search text (path or title, any case). */
export function pageMatches(page: PageSummary, status: StatusFilter, search: string): boolean {
  const text = search.trim().toLocaleLowerCase()
  if (text && !page.path.toLocaleLowerCase().includes(text) && !page.title.toLocaleLowerCase().includes(text))
    return false
  if (status === 'all') return true
  if (status === 'errors') return page.errorCount > 0
  return publishState(page) === status
}
