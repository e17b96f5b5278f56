import { NEWS_SLUG, NEWS_SLUG_MAX } from '../../engine/news/news-limits.js'
import { BodyFields } from '../orders/body-fields.js'
import type { Site } from '../storage/site-store.js'

/** A news entry as /admin posts or puts it. */
export interface NewsInput {
  site: string
  locale: string
  slug: string
  title: string
  summary: string
  body: string
  image: { id: string; alt: string } | null
  country: string
  published_at: string | null
}

const MEDIA_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * A posted or put news entry, checked field by field against the sites it may belong to; one 422 names
 * every problem (`site`, `locale`, `slug`, `title`, `image.id`, `published_at`...). The body is rich text
 * (HTML), kept as written and sanitised where it is shown. Given `fields`, its problems (a PUT's version)
 * are reported in the same 422.
 */
export function newsInput(body: unknown, sites: Site[], fields = new BodyFields(body)): NewsInput {
  const siteKey = fields.string('site', { required: true, max: 40 })
  const site = sites.find((s) => s.key === siteKey)
  if (siteKey && !site) fields.problem('site', `must be one of ${sites.map((s) => s.key).join(', ')}`)
  const locale = fields.string('locale', { required: true, max: 10 })
  if (locale && site && !site.locales.includes(locale))
    fields.problem('locale', `must be one of ${site.locales.join(', ')}`)
  const slug = fields.string('slug', {
    required: true,
    max: NEWS_SLUG_MAX,
    pattern: NEWS_SLUG,
    message: 'must be lower-case letters and digits joined by single hyphens',
  })
  const title = fields.string('title', { required: true, max: 300 })
  const summary = fields.string('summary', { max: 2000 }) ?? ''
  const text = fields.string('body', { max: 200_000 }) ?? ''
  const imageFields = fields.nested('image')
  const imageId = imageFields?.string('id', {
    required: true,
    max: 128,
    pattern: MEDIA_ID,
    message: 'must be a media library id',
  })
  const imageAlt = imageFields?.string('alt', { max: 300 }) ?? ''
  const country =
    fields.string('country', {
      max: 2,
      pattern: /^[A-Z]{2}$/,
      message: 'must be an ISO 3166 code such as AU, or empty',
    }) ?? ''
  const published = fields.string('published_at', {
    max: 40,
    pattern: ISO_DATE_TIME,
    message: 'must be an ISO 8601 date and time with a zone, or empty for a draft',
  })
  if (published && Number.isNaN(Date.parse(published))) fields.problem('published_at', 'is not a real date')
  fields.done('The news entry is not valid')
  return {
    site: siteKey!,
    locale: locale!,
    slug: slug!,
    title: title!,
    summary,
    body: text,
    image: imageId ? { id: imageId, alt: imageAlt } : null,
    country,
    published_at: published ? new Date(published).toISOString() : null,
  }
}
