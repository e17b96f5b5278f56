import { localeOfPath } from './locale-of-path.js'
import { localePrefix, type SiteLocales } from './locale-prefix.js'
import { twinPath } from './twin-path.js'

/** A way from a page to another locale of its site. */
export interface LocaleAlternate {
  locale: string
  /** The twin page when it is published in that locale, else that locale's home page. */
  path: string
  /** Whether `path` is the same page in that locale (then search engines are told: hreflang). */
  twin: boolean
}

/**
 * For every locale of the site other than the path's own, where a shopper switching to it goes: the twin
 * (`twinPath`) when `published` says it is there, else the locale's home. Routes that answer in every locale
 * (vehicle pages, search) pass `() => true`.
 */
export function localeAlternates(
  site: SiteLocales,
  path: string,
  published: (twin: string) => boolean,
): LocaleAlternate[] {
  const own = localeOfPath(site, path)
  return site.locales
    .filter((locale) => locale !== own)
    .map((locale) => {
      const twin = twinPath(site, path, locale)
      return published(twin)
        ? { locale, path: twin, twin: true }
        : { locale, path: localePrefix(site, locale) || '/', twin: false }
    })
}
