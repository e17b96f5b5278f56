/**
 * A VIN as typed, made comparable: spaces and hyphens (people copy VINs from documents in groups) dropped and
 * letters in upper case. It is not checked here: see isWellFormedVin.
 */
export function normaliseVin(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase()
}
