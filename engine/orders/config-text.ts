import { languageOf } from '../storefront/language-of.js'

/**
 * A text of an order-online config entry in the page's language. Entries may hold a text per language
 * (`{ "en": …, "ar": … }`); a plain text is the site's default language's, so other languages get
 * `undefined` and the journey's own translated default instead of English on an Arabic page.
 */
export function configText<T>(
  value: unknown,
  locale: string,
  isDefaultLocale: boolean,
  valid: (v: unknown) => v is T,
): T | undefined {
  if (valid(value)) return isDefaultLocale ? value : undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const own = (value as Record<string, unknown>)[languageOf(locale)]
  return valid(own) ? own : undefined
}

export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
export const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every(isText)
