const IMAGE_URL = /^\/images\/([A-Za-z0-9][A-Za-z0-9_.-]{0,127})\/w\/\d+\.jpg$/

/**
 * Every media-library id a piece of content refers to: Image field values ({ id, alt? }), `image_id`
 * attributes and media URLs (/images/{id}/w/{width}.jpg, as footer images have), at any depth. The seed
 * generates one demo image for each.
 */
export function imageIdsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const match = IMAGE_URL.exec(value)
    if (match) into.add(match[1] as string)
  } else if (Array.isArray(value)) {
    for (const item of value) imageIdsIn(item, into)
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
    if (typeof record.id === 'string' && keys.every((k) => k === 'id' || k === 'alt')) into.add(record.id)
    for (const [key, inner] of Object.entries(record)) {
      if (key === 'image_id' && (typeof inner === 'string' || typeof inner === 'number'))
        into.add(String(inner))
      else imageIdsIn(inner, into)
    }
  }
  return into
}
