/** A site news may be written for, with its languages (GET /admin/api/news/sites). */
export interface NewsSite {
  key: string
  name: string
  locales: string[]
  default_locale: string
  /** The site this /admin is opened on. */
  current: boolean
}
