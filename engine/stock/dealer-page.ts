import type { Dealer } from './stock-types.js'

/** The place a near search measured from: a point, and what it was found by. */
export interface DealerOrigin {
  latitude: number
  longitude: number
  /** What the shopper searched: a postcode, a locality, or null for their position. */
  postcode: string | null
  locality: string | null
  state: string | null
}

/** The dealers endpoint's answer: a page of dealers and where the page is; `origin` for a near search. */
export interface DealerPage {
  data: Dealer[]
  meta: {
    total: number
    page: number
    items: number
    pages: number
    /** For `near`, `near_postcode` and `near_locality`: the place, or null when it is not known. */
    origin?: DealerOrigin | null
  }
}
