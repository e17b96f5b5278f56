import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { vehicleNamesContaining } from './vehicle-search.js'

/** 001 §9: at most 5 suggestions. */
export const SUGGESTIONS_LIMIT = 5

/**
 * The search suggestions of 001 §9 for what a shopper has typed: the site's own phrases first (an editor's
 * choice), then titles of published pages, then model names and variants in stock: the same index the
 * search page answers from. Each contains the typed text, compared case-insensitively ("search within
 * phrase", 001 §5); duplicates in another case are dropped; at most 5.
 */
export async function searchSuggestions(
  storage: Storage,
  site: Site,
  locale: string,
  text: string,
): Promise<string[]> {
  const [phrases, titles, models] = await Promise.all([
    storage.content.searchSuggestions(site.key, locale, text, SUGGESTIONS_LIMIT),
    storage.search.titlesContaining(site.key, locale, text, SUGGESTIONS_LIMIT),
    vehicleNamesContaining(storage.database, site.brand, text, SUGGESTIONS_LIMIT),
  ])
  const seen = new Set<string>()
  const needle = text.toLowerCase()
  const out: string[] = []
  for (const candidate of [...phrases, ...titles, ...models]) {
    const key = candidate.toLowerCase()
    if (seen.has(key) || !key.includes(needle)) continue
    seen.add(key)
    out.push(candidate)
    if (out.length === SUGGESTIONS_LIMIT) break
  }
  return out
}
