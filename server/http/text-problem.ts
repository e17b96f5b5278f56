// Without the u flag a regex sees UTF-16 code units, so it can find a high half with no low half after it
// and a low half with no high half before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * What PostgreSQL would refuse in a text or jsonb value, said for a person: a NUL character (U+0000) or
 * half of a UTF-16 surrogate pair. `undefined` when the text can be stored.
 */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000)'
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate (U+D800 to U+DFFF)'
  return undefined
}
