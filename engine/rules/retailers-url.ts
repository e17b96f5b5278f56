/**
 * The address of a market's retailers in a language (000 §7: a market API URL plus language plus path):
 * {market} and {language} in the configured URL are replaced, encoded.
 *
 * @example retailersUrl('/api/retailers?market={market}&language={language}', 'au', 'en') // '/api/retailers?market=au&language=en'
 */
export function retailersUrl(template: string, market: string, language: string): string {
  return template
    .replace(/\{market\}/g, encodeURIComponent(market))
    .replace(/\{language\}/g, encodeURIComponent(language))
}
