/**
 * The media ids a page document points at: every Image field value, wherever the block nests it. An Image
 * value is an object of `id` and at most `alt` and `focal` (templates/fields.schema.json $defs/Image, no other
 * properties), which tells it apart from blocks and the page itself, whose ids sit beside other keys. The
 * page's own share image is a bare MediaId at attributes.image_id (templates/page.schema.json).
 */
export function imageIdsIn(doc: unknown): Set<string> {
  const ids = new Set<string>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
    if (typeof record.id === 'string' && keys.every((k) => k === 'id' || k === 'alt' || k === 'focal')) {
      ids.add(record.id)
      return
    }
    for (const key of keys) walk(record[key])
  }
  walk(doc)
  const shareImage = (doc as { attributes?: { image_id?: unknown } } | null)?.attributes?.image_id
  if (typeof shareImage === 'string') ids.add(shareImage)
  return ids
}
