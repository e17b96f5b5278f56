import { languageOf } from '../storefront/language-of.js'

/**
 * The weekday a calendar's rows start on for a locale: Sunday in Arabic (the Gulf's working week begins
 * then in most markets), Monday elsewhere (ISO 8601).
 */
export function weekStart(locale: string | undefined): number {
  return languageOf(locale) === 'ar' ? 0 : 1
}
