// Arabic-Indic (٠-٩, U+0660) and Eastern Arabic-Indic (۰-۹, U+06F0) digits, which phones in the Arab
// states type by default, and full-width digits (０-９, U+FF10), which Chinese and Japanese keyboards type.
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g

/** `text` with Arabic-Indic and full-width digits as ASCII digits (a phone number or a code as typed). */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (d) => String(d.codePointAt(0)! % 16))
}
