import { localeAlternates, type LocaleAlternate } from '../../engine/locales/locale-alternates.js'
import type { Site } from '../storage/site-store.js'
import type { ContentCache } from './content-cache.js'

/**
 * A CMS page's ways to the site's other locales: its twin where a page (not a redirect) is published at
 * the twin path, else that locale's home. Also every twin path looked at, whether found or not: a publish
 * or removal at one of them changes this page's render (the page cache drops it then).
 */
export async function publishedAlternates(
  content: ContentCache,
  site: Site,
  path: string,
): Promise<{ alternates: LocaleAlternate[]; twinPaths: string[] }> {
  const twinPaths = localeAlternates(site, path, () => true).map((a) => a.path)
  const found = await Promise.all(twinPaths.map((twin) => content.page(site.key, twin)))
  const published = new Set(twinPaths.filter((_, i) => found[i]?.doc.page_type === 'page'))
  return { alternates: localeAlternates(site, path, (twin) => published.has(twin)), twinPaths }
}
