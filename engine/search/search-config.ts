import { languageOf } from '../storefront/language-of.js'

/**
 * The PostgreSQL text-search configuration of a page's locale (docs/decisions/047): English stems
 * ("defenders" finds "Defender"); every other language, Arabic included, has no stemmer in PostgreSQL and
 * is indexed word for word ('simple': lower-cased, no stop words).
 */
export function searchConfigFor(locale: string): 'english' | 'simple' {
  return languageOf(locale) === 'en' ? 'english' : 'simple'
}
