import { languageOf } from '../storefront/language-of.js'

/**
 * A language's name in that language ("ar" → "العربية", "en" → "English"), as a language switch shows it:
 * a shopper looks for their own language's name. The code itself when the runtime does not know it.
 */
export function languageName(locale: string): string {
  const language = languageOf(locale)
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language)
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : locale
  } catch {
    return locale
  }
}
