/** What a site says about its languages: the ones it is written in and the one its paths carry no prefix for. */
export interface SiteLocales {
  defaultLocale: string
  locales: readonly string[]
}

/**
 * The site-relative path prefix of a locale: "" for the site's default locale, "/ar" for Arabic. Every link
 * the server and the layout build for a locale starts with it.
 */
export function localePrefix(site: SiteLocales, locale: string): string {
  return locale === site.defaultLocale ? '' : `/${locale}`
}
