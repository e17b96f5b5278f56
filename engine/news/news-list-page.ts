import type { NewsEntry } from './news-entry.js'

/** One page of a news list: its entries (without bodies) and where it is in the whole list. */
export interface NewsListPage {
  entries: NewsEntry[]
  total: number
  /** From 1. */
  page: number
  pages: number
  perPage: number
}
