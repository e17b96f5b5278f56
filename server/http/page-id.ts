/**
 * A page or navigation entry id in a URL: the page schema's id pattern (templates/page.schema.json
 * $defs/id). Checked before any lookup, so a hostile id is a 400, not a query.
 */
export const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
