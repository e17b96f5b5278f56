// Arabic-Indic (٠-٩, U+0660) and Eastern Arabic-Indic (۰-۹, U+06F0) digits, which phones in the Arab
// states type by default; both blocks end in the same last hex digit, so one modulo maps both.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

/** `text` with Arabic-Indic digits as ASCII digits (a phone number or a code typed on an Arabic keyboard). */
export function asciiDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90))
}
