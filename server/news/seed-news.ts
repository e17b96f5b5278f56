import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from '../db/database.js'
import type { Site } from '../storage/site-store.js'
import { newsInput } from './news-input.js'
import { NewsStore } from './news-store.js'

/**
 * The demo's news (fixtures/news.json: `{ site: { locale: [entry] } }`, each entry as /admin posts one, without
 * site and locale), checked as /admin checks it. Answers the media ids the entries show with their site, for
 * the seed's demo images.
 */
export async function seedNews(
  database: Database,
  sites: Site[],
  fixturesDir: string,
): Promise<{ site: string; id: string }[]> {
  const file = join(fixturesDir, 'news.json')
  if (!existsSync(file)) return []
  const store = new NewsStore(database)
  const bySite = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    Record<string, Record<string, unknown>[]>
  >
  const images: { site: string; id: string }[] = []
  for (const [site, byLocale] of Object.entries(bySite))
    for (const [locale, entries] of Object.entries(byLocale))
      for (const entry of entries) {
        const input = newsInput({ ...entry, site, locale }, sites)
        await store.add(input)
        if (input.image) images.push({ site, id: input.image.id })
      }
  return images
}
