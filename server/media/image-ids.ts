const IMAGE_URL = /^\/images\/([A-Za-z0-9][A-Za-z0-9_.-]{0,127})\/w\/(\d+)\.jpg$/

/**
 * Every media-library id a piece of content refers to: Image field values ({ id, alt?, focal? }, which tells
 * them apart from blocks and pages, whose ids sit beside other keys), `image_id` attributes (the page's share
 * image, a car's picture) and media URLs (/images/{id}/w/{width}.jpg, as footer images have), at any depth.
 * The media library counts a page as using each (so it refuses to delete them), and the seed generates one
 * demo image for each.
 */
export function imageIdsIn(value: unknown, into = new Set<string>()): Set<string> {
  withImageIds(value, (id) => {
    into.add(id)
    return id
  })
  return into
}

/**
 * A copy of `value` with every media-library id imageIdsIn finds replaced by `rename(id)` (the thumbnail
 * script shows a Jaguar picture with images of the Jaguar palette this way).
 */
export function withImageIds(value: unknown, rename: (id: string) => string): unknown {
  if (typeof value === 'string') {
    const match = IMAGE_URL.exec(value)
    return match ? `/images/${rename(match[1] as string)}/w/${match[2]}.jpg` : value
  }
  if (Array.isArray(value)) return value.map((item) => withImageIds(item, rename))
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const isImage =
    typeof record.id === 'string' &&
    Object.keys(record).every((k) => k === 'id' || k === 'alt' || k === 'focal')
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => {
      if (isImage && key === 'id') return [key, rename(inner as string)]
      if (key === 'image_id' && (typeof inner === 'string' || typeof inner === 'number'))
        return [key, rename(String(inner))]
      return [key, withImageIds(inner, rename)]
    }),
  )
}
