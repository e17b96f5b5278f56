import type { LocatorState } from './locator-state.js'
import { readLocatorQuery } from './read-locator-query.js'
import { writeLocatorQuery } from './write-locator-query.js'

/** Where the page is: `window.location`'s parts the locator reads. */
export interface PageLocation {
  pathname: string
  search: string
  hash: string
}

/** A query with its parameters in one order, so two spellings of one search compare equal. */
const canonical = (params: URLSearchParams): string => params.toString().split('&').sort().join('&')

/**
 * The page URL that shows the search `next`, or null when the page already shows that search: then the
 * locator adds no history entry (an unchanged "Apply" once did, so Back seemed to do nothing) and fetches
 * nothing. The current query is read as the locator reads it, so parameter order, values it ignores and
 * other parameters (campaign tags) do not count as a change; the path and the hash are kept.
 */
export function locatorUrlChange(
  location: PageLocation,
  next: LocatorState,
  defaults: LocatorState,
): string | null {
  const query = writeLocatorQuery(next, defaults)
  const shown = writeLocatorQuery(readLocatorQuery(new URLSearchParams(location.search), defaults), defaults)
  if (canonical(query) === canonical(shown)) return null
  const text = query.toString()
  return `${location.pathname}${text ? `?${text}` : ''}${location.hash}`
}
