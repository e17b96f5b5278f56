import { localeOfPath } from './locale-of-path.js'
import type { SiteLocales } from './locale-prefix.js'
import type { LocaleAlternate } from './locale-alternates.js'

/** One `<link rel="alternate">` of a page's head: a language (or "x-default") and the page's path in it. */
export interface HreflangLink {
  hreflang: string
  path: string
}

/**
 * The alternate-language links search engines read: none when the page has no published twin; else the page
 * itself and every twin, each by its locale, and "x-default" for the version in the site's default locale.
 */
export function hreflangLinks(
  site: SiteLocales,
  path: string,
  alternates: readonly LocaleAlternate[],
): HreflangLink[] {
  const twins = alternates.filter((a) => a.twin)
  if (!twins.length) return []
  const all = [{ locale: localeOfPath(site, path), path }, ...twins]
  const links = all.map((a) => ({ hreflang: a.locale, path: a.path }))
  const fallback = all.find((a) => a.locale === site.defaultLocale)
  return fallback ? [...links, { hreflang: 'x-default', path: fallback.path }] : links
}
