import type { FooterColumn, FooterItem, FooterRow, FooterSettings } from './footer-types.js'
import { isSafeHref } from './safe-href.js'

type Raw = Record<string, unknown>

const IMAGE_DEFAULT = { width: 200, height: 80 }
// Wrappers may nest, but a settings document is edited by hand: a cap keeps a cyclic-looking mistake cheap.
const MAX_DEPTH = 4

/**
 * Cleans footer settings read from storage (000 §5): an invalid target becomes _self, an invalid type link,
 * an invalid tag div; an image item without a src and any other non-wrapper item without a label are
 * dropped; rows with neither items nor a heading link are dropped, then columns without rows; a column type
 * is links or social (default links); images default to 200 x 80. Hrefs that are not http(s), mailto:, tel:
 * or site paths are removed (the item stays, as text). Never throws: anything unreadable is left out.
 */
export function sanitiseFooter(raw: unknown): FooterSettings {
  // Its own output is clean: the server sanitises once per content version and the footer again, as a
  // guard, on every render; the second call costs a lookup, and keeps the object (the footer's HTML is
  // reused by it, docs/decisions/018).
  if (typeof raw === 'object' && raw !== null && sanitised.has(raw)) return raw as FooterSettings
  // Frozen, so what was checked stays as it was checked.
  const out = frozen(clean(raw))
  sanitised.add(out)
  return out
}

/** Footers this module returned (not copies of them: a changed copy is sanitised again). */
const sanitised = new WeakSet<object>()

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) frozen(child)
    Object.freeze(value)
  }
  return value
}

function clean(raw: unknown): FooterSettings {
  const input = asObject(raw)
  const out: FooterSettings = {}
  const top = itemsOf(asObject(input.top).items, 0)
  if (top.length) out.top = { items: top }
  const columns = asArray(asObject(input.medium).columns)
    .map(column)
    .filter((c): c is FooterColumn => c !== null)
  if (columns.length) out.medium = { columns }
  const middle = itemsOf(asObject(input.middle).items, 0)
  if (middle.length) out.middle = { items: middle }
  const bottomRaw = asObject(input.bottom)
  const bottom = itemsOf(bottomRaw.items, 0)
  const copyright = text(bottomRaw.copyright)
  if (bottom.length || copyright) out.bottom = { items: bottom, ...(copyright ? { copyright } : {}) }
  const search = asObject(input.search)
  if (input.search !== undefined)
    out.search = {
      enabled: search.enabled === true,
      placeholder: text(search.placeholder) ?? '',
      label: text(search.label) ?? '',
    }
  const picker = retailerPicker(input.retailer_picker)
  if (picker) out.retailer_picker = picker
  return out
}

function column(raw: unknown): FooterColumn | null {
  const input = asObject(raw)
  const rows = asArray(input.rows)
    .map(row)
    .filter((r): r is FooterRow => r !== null)
  if (!rows.length) return null
  const heading = text(input.heading)
  return { type: input.type === 'social' ? 'social' : 'links', ...(heading ? { heading } : {}), rows }
}

function row(raw: unknown): FooterRow | null {
  const input = asObject(raw)
  const items = itemsOf(input.items, 0)
  const headingLink = input.heading_link === undefined ? null : item(input.heading_link, 0)
  if (!items.length && !headingLink) return null
  return { ...(headingLink ? { heading_link: headingLink } : {}), items }
}

function itemsOf(raw: unknown, depth: number): FooterItem[] {
  if (depth > MAX_DEPTH) return []
  return asArray(raw)
    .map((entry) => item(entry, depth))
    .filter((i): i is FooterItem => i !== null)
}

function item(raw: unknown, depth: number): FooterItem | null {
  const input = asObject(raw)
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null
  const type =
    input.type === 'social' || input.type === 'image' || input.type === 'wrapper' ? input.type : 'link'
  const label = text(input.label)
  const out: FooterItem = {
    type,
    target: input.target === '_blank' ? '_blank' : '_self',
    tag: input.tag === 'span' ? 'span' : 'div',
  }
  if (type === 'image') {
    const image = asObject(input.image)
    const src = text(image.src)
    if (!src || !isSafeHref(src)) return null
    out.image = {
      src,
      alt: text(image.alt) ?? '',
      width: dimension(image.width) ?? IMAGE_DEFAULT.width,
      height: dimension(image.height) ?? IMAGE_DEFAULT.height,
    }
  } else if (type === 'wrapper') {
    out.items = itemsOf(input.items, depth + 1)
  } else if (!label) {
    return null
  }
  if (label) out.label = label
  if (isSafeHref(input.url)) out.url = input.url
  for (const key of ['id', 'class', 'icon', 'rel', 'aria_label'] as const) {
    const value = text(input[key])
    if (value) out[key] = value
  }
  return out
}

function retailerPicker(raw: unknown): FooterSettings['retailer_picker'] | null {
  if (raw === undefined) return null
  const input = asObject(raw)
  const markets = asArray(input.markets).flatMap((m) => {
    const market = asObject(m)
    const code = text(market.code)
    const label = text(market.label)
    if (!code || !label) return []
    const languages = asArray(market.languages).flatMap((l) => {
      const language = asObject(l)
      const languageCode = text(language.code)
      const languageLabel = text(language.label)
      return languageCode && languageLabel ? [{ code: languageCode, label: languageLabel }] : []
    })
    return languages.length ? [{ code, label, languages }] : []
  })
  const labelsRaw = asObject(input.labels)
  const labels: Record<string, string> = {}
  for (const key of ['market', 'language', 'retailer', 'submit'] as const) {
    const value = text(labelsRaw[key])
    if (value) labels[key] = value
  }
  const heading = text(input.heading)
  return {
    enabled: input.enabled === true && markets.length > 0,
    markets,
    ...(isSafeHref(input.retailers_url) ? { retailers_url: input.retailers_url } : {}),
    ...(heading ? { heading } : {}),
    ...(Object.keys(labels).length ? { labels } : {}),
  }
}

function asObject(value: unknown): Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {}
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function dimension(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined
}
