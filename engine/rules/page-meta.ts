import { parseMetaSetting, type MetaTag } from './meta-setting.js'
import { normalisePath } from './normalise-path.js'
import { isSafeHref } from './safe-href.js'

/** 001 §9: the default title divider; the setting meta.title_divider replaces it. */
export const DEFAULT_TITLE_DIVIDER = '|'
/** 000 §9: the default share image id of the media library. */
export const DEFAULT_SHARE_IMAGE_ID = '24730'
/** 000 §9: open-graph image width. */
export const OG_IMAGE_WIDTH = 1600
export const TITLE_DIVIDER_SETTING = 'meta.title_divider'
export const META_SETTING = 'meta'

export interface PageMetaInput {
  page: {
    title?: string
    meta_title?: string
    meta_description?: string
    canonical_url?: string
    image_id?: string
    no_index?: boolean
    disable_seo_tracking?: boolean
  }
  path: string
  /** The site's display name ("Southern Cross Land Rover"). */
  appName?: string
  /** The theme's brand name ("Land Rover"), the last title fallback. */
  brandName: string
  /** Raw settings meta.title_divider and meta. */
  titleDivider?: string | null
  metaSetting?: string | null
  /** The site's origin ("https://lrdx.example.com") for absolute canonical and image addresses. */
  origin?: string
  defaultImageId?: string
}

export interface PageMeta {
  title: string
  tags: MetaTag[]
  canonical?: string
  /** Something to log: the "meta" setting was not usable. */
  message?: string
}

/**
 * The head of a page (001 §2, 000 §2): the title (meta_title, else title, else the app name, else the brand
 * name; then the divider and the app name), description, robots "none" for pages not to be indexed,
 * open-graph and twitter tags (summary_large_image, image images/{id}/w/1600.jpg from the page image or the
 * default share image), the canonical address, then the site-wide tags of the "meta" setting whose names
 * the page has not already set.
 */
export function pageMeta(input: PageMetaInput): PageMeta {
  const { page } = input
  const appName = input.appName?.trim()
  const base = firstText(page.meta_title, page.title, appName, input.brandName) ?? input.brandName
  const divider = input.titleDivider?.trim() || DEFAULT_TITLE_DIVIDER
  // A meta title often already ends with the site name; repeating it would read "... | X | X".
  const title =
    appName && base !== appName && !base.endsWith(appName) ? `${base} ${divider} ${appName}` : base
  const origin = (input.origin ?? '').replace(/\/+$/, '')
  const image = `${origin}/images/${encodeURIComponent(page.image_id || input.defaultImageId || DEFAULT_SHARE_IMAGE_ID)}/w/${OG_IMAGE_WIDTH}.jpg`
  const canonical = isSafeHref(page.canonical_url)
    ? page.canonical_url
    : origin
      ? `${origin}${normalisePath(input.path)}`
      : undefined
  const description = page.meta_description?.trim()
  const tags: MetaTag[] = []
  if (description) tags.push({ name: 'description', content: description })
  if (page.no_index || page.disable_seo_tracking) tags.push({ name: 'robots', content: 'none' })
  tags.push({ property: 'og:type', content: 'website' }, { property: 'og:title', content: title })
  if (description) tags.push({ property: 'og:description', content: description })
  tags.push({ property: 'og:image', content: image })
  if (canonical) tags.push({ property: 'og:url', content: canonical })
  tags.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
  )
  if (description) tags.push({ name: 'twitter:description', content: description })
  tags.push({ name: 'twitter:image', content: image })
  const setting = parseMetaSetting(input.metaSetting)
  const taken = new Set(tags.map((t) => t.name ?? t.property))
  for (const tag of setting.tags) if (!taken.has(tag.name)) tags.push(tag)
  return {
    title,
    tags,
    ...(canonical ? { canonical } : {}),
    ...(setting.message ? { message: setting.message } : {}),
  }
}

function firstText(...values: (string | undefined)[]): string | undefined {
  return values.map((v) => v?.trim()).find((v): v is string => !!v)
}
