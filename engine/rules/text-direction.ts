import { languageOf } from '../storefront/language-of.js'

/** Languages written right to left (000 §1: language code ar gives right-to-left layout). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur'])

/**
 * The writing direction of a locale ("ar", "ar-AE" → rtl): the one place the document, the render context,
 * the editor and the mails take `dir` from.
 */
export function textDirection(locale: string | undefined): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(languageOf(locale)) ? 'rtl' : 'ltr'
}
