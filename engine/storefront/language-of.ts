/**
 * The language of a locale in lower case ("ar-AE" → "ar", "en_GB" → "en"): the demo's label tables and
 * per-locale settings are matched by language, so a regional locale reads its language's texts.
 */
export function languageOf(locale: string | undefined): string {
  return (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? ''
}
