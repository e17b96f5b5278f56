/**
 * A media library id in a URL: the fields schema's MediaId pattern (templates/fields.schema.json
 * $defs/MediaId). Checked before any lookup, so a hostile id is a 400, not a query.
 */
export const MEDIA_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/
