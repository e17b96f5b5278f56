import type { NewsEntry } from './news-entry.js'

/** Whether a news entry shows: not yet (no date), later (a date to come) or now. */
export type NewsStatus = 'draft' | 'scheduled' | 'published'

/** A news entry as /admin edits it: the public fields, its site, its status and its save count. */
export interface NewsAdminEntry extends Omit<NewsEntry, 'published_at'> {
  site: string
  published_at: string | null
  status: NewsStatus
  /** Saves so far; a save names the version it started from (409 when another came first). */
  version: number
  created_at: string
  updated_at: string
}
