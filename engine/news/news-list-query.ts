/** Which news a block lists: a site's entries in one language, optionally one country's, one page of them. */
export interface NewsListQuery {
  /** The site key. */
  site: string
  locale: string
  /** An ISO 3166 code; entries for every country ('') are included too. Empty: no filter. */
  country: string
  /** From 1. */
  page: number
  perPage: number
}
