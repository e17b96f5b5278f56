/** C0 controls and DEL, and surrogates without their pair. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNFIT = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Text fit for PostgreSQL and for the search page's snippet markers: C0 controls (NUL among them, which
 * PostgreSQL refuses; STX and ETX, which mark hits in snippets) and lone surrogates (not UTF-8) become
 * spaces, and runs of white space collapse.
 */
export function searchText(text: string): string {
  return text.replace(UNFIT, ' ').replace(/\s+/g, ' ').trim()
}
