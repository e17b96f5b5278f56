// A percent escape of anything but a dot, slash, backslash or control character, which could turn into
// path syntax once a server or proxy decodes it.
const ESCAPE = '%(?![01][0-9a-f]|2e|2f|5c|7f)[0-9a-f]{2}'
// A path segment that is plain text: never `.` or `..` (nor a hidden name), never empty.
const SEGMENT = new RegExp(`^(?:[a-z0-9_~-]|${ESCAPE})(?:[a-z0-9._~-]|${ESCAPE})*$`, 'i')

/**
 * Whether `src` is a normalised media-library path (/images/{id}/w/{width}.jpg and the like): no dot
 * segments, no encoded dots or slashes, no backslashes, no empty segments, no query. Anything else could
 * reach another path of this site than the media library, or once decoded another site.
 */
export function isMediaPath(src: string): boolean {
  if (src.length > 512 || !src.startsWith('/images/')) return false
  return src
    .slice('/images/'.length)
    .split('/')
    .every((segment) => SEGMENT.test(segment))
}
