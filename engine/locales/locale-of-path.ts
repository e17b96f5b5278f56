import type { SiteLocales } from './locale-prefix.js'

/** Which locale a path belongs to: "/ar/..." is Arabic; anything else the site's default. */
export function localeOfPath(site: SiteLocales, path: string): string {
  const first = path.split('/')[1] ?? ''
  return site.locales.includes(first) && first !== site.defaultLocale ? first : site.defaultLocale
}
