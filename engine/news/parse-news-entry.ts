import type { NewsEntry } from './news-entry.js'
import { NEWS_SLUG, NEWS_SLUG_MAX } from './news-limits.js'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.length <= max ? v : undefined

/**
 * One entry of a news API's answer (this server's or another's), checked field by field: an entry with a
 * missing or malformed field is dropped rather than shown half, so another server's answer can never put
 * anything but plain values in the page (the body is sanitised where it is shown).
 */
export function parseNewsEntry(value: unknown): NewsEntry | undefined {
  if (!isRecord(value)) return undefined
  const id = text(value.id, 100)
  const slug = text(value.slug, NEWS_SLUG_MAX)
  const title = text(value.title, 300)
  const summary = text(value.summary ?? '', 2000)
  const body = text(value.body ?? '', 200_000)
  const country = text(value.country ?? '', 2)
  const locale = text(value.locale ?? '', 20)
  const published = text(value.published_at, 40)
  if (!id || !slug || !NEWS_SLUG.test(slug) || !title || summary === undefined || body === undefined)
    return undefined
  if (country === undefined || locale === undefined || !published || Number.isNaN(Date.parse(published)))
    return undefined
  const image = isRecord(value.image) ? value.image : null
  const imageId = image ? text(image.id, 128) : undefined
  return {
    id,
    slug,
    title,
    summary,
    body,
    image:
      imageId && /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(imageId)
        ? { id: imageId, alt: text(image?.alt, 300) ?? '' }
        : null,
    country,
    locale,
    published_at: new Date(published).toISOString(),
  }
}
