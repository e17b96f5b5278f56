// The same rule as the Url field kind of templates/fields.schema.json (decision 001): http(s), mailto:, tel:,
// a site path (not a protocol-relative //host), a #fragment or a ?query. Everything else (javascript:,
// data:, vbscript:, other schemes) is refused, so settings edited in the admin cannot smuggle script links.
const SAFE_HREF =
  /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s:]+@[^\s]+|tel:\+?[0-9 ()./-]{3,32}|\/(?!\/)[^\s]*|#[^\s]*|\?[^\s]*)$/i

/**
 * Whether a link target from content or settings may be rendered as an href.
 *
 * @example isSafeHref('/offers') // true
 * @example isSafeHref('javascript:alert(1)') // false
 */
export function isSafeHref(href: unknown): href is string {
  return typeof href === 'string' && href.length > 0 && href.length <= 2048 && SAFE_HREF.test(href)
}
