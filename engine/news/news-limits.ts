/** The news API's limits: page sizes a list may ask for, and the longest slug. */
export const NEWS_PER_PAGE_MAX = 24
export const NEWS_PER_PAGE_DEFAULT = 6
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const NEWS_SLUG_MAX = 120
/** The largest page number asked for (past it a query is refused, not read). */
export const NEWS_PAGE_MAX = 10_000
