/** Stock and catalogue answers are public and change when stock is imported: shared caches keep a minute. */
export const STOCK_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60'
