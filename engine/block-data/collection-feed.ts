/**
 * The collection feed (collection-slider-feed, 002 §3; decision 053): the items of one market's collection
 * in one language, in groups. The feed's shape is ours (the spec names the block's fields only); an
 * adapter for another feed maps its answer onto this.
 */
export interface CollectionFeedItem {
  name: string
  /** The feed's group the item is in ('' when the feed has none or the block does not keep groups). */
  group: string
  price: string
  /** An https URL or a same-site path; '' without one. */
  imageUrl: string
  imageAlt: string
  /** Where the card links: an https URL or a same-site path; '' without one. */
  url: string
}

/** Where a market's collection is, under the feed's base address. */
export function collectionFeedUrl(base: string, market: string, lang: string, collection: string): string {
  const segment = (s: string) => encodeURIComponent(s)
  return `${base.replace(/\/+$/, '')}/${segment(market)}/${segment(lang)}/${segment(collection)}.json`
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown, max: number): string =>
  typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : ''
/** A URL a card may use: https, or a path on this site (not `//host`); anything else is dropped. */
const safeUrl = (v: unknown): string => {
  const url = text(v, 2000)
  return /^https:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url) ? url : ''
}

function item(v: unknown, group: string): CollectionFeedItem | undefined {
  if (!isRecord(v)) return undefined
  const name = text(v.title ?? v.name, 120)
  if (!name) return undefined
  const image = isRecord(v.image) ? v.image : {}
  return {
    name,
    group,
    price: text(v.price, 60),
    imageUrl: safeUrl(image.url),
    imageAlt: text(image.alt, 300),
    url: safeUrl(v.url),
  }
}

/**
 * The feed's items, at most `limit`, or undefined when the answer is not a feed. `{ groups: [{ title,
 * items }] }` keeps the groups (each item names its group when `grouped`); a flat `{ items }` is one
 * unnamed group. Items without a name are skipped (one bad item does not hide the rest), and unsafe URLs
 * (javascript:, data:, another scheme) are dropped.
 */
export function parseCollectionFeed(
  json: unknown,
  { limit, grouped }: { limit: number; grouped: boolean },
): CollectionFeedItem[] | undefined {
  if (!isRecord(json)) return undefined
  const groups = Array.isArray(json.groups)
    ? json.groups.filter(isRecord)
    : Array.isArray(json.items)
      ? [{ title: '', items: json.items }]
      : undefined
  if (!groups) return undefined
  const items = groups.flatMap((g) => {
    const title = grouped ? text(g.title, 80) : ''
    return Array.isArray(g.items) ? g.items.slice(0, 200).flatMap((v) => item(v, title) ?? []) : []
  })
  return items.slice(0, Math.max(0, limit))
}
