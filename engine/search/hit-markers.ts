/**
 * The marks ts_headline puts around each hit in a snippet: control characters that indexed text never
 * holds (engine/search/search-text.ts turns them into spaces), so the page can split on them and render
 * hits as <mark> with everything else escaped as text.
 */
export const HIT_START = '\u0002'
export const HIT_END = '\u0003'
