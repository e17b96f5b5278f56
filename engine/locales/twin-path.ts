import { localeOfPath } from './locale-of-path.js'
import { localePrefix, type SiteLocales } from './locale-prefix.js'

/**
 * The path of the same page in another locale of the site: the path's own locale prefix off, the other
 * locale's on ("/finance" → "/ar/finance", "/ar" → "/", "/ar/showroom/x-1" → "/showroom/x-1").
 */
export function twinPath(site: SiteLocales, path: string, locale: string): string {
  const own = localePrefix(site, localeOfPath(site, path))
  const rest = path.slice(own.length) || '/'
  const prefix = localePrefix(site, locale)
  return rest === '/' ? prefix || '/' : `${prefix}${rest}`
}
