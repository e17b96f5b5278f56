import type { HreflangLink } from '../../engine/locales/hreflang-links.js'
import { pageMeta } from '../../engine/rules/page-meta.js'
import type { MetaheadRow } from '../storage/content-store.js'
import type { Site } from '../storage/site-store.js'
import { escapeHtml } from './escape-html.js'
import { metaheadHtml } from './metahead-html.js'
import { textDirection } from '../../engine/rules/text-direction.js'
import { localePrefix } from '../../engine/locales/locale-prefix.js'

export interface ShellInput {
  site: Site
  locale: string
  path: string
  nonce: string
  page: {
    title?: string
    meta_title?: string
    meta_description?: string
    canonical_url?: string
    image_id?: string
    no_index?: boolean
    disable_seo_tracking?: boolean
  }
  settings: Record<string, string>
  metaheads: MetaheadRow[]
  /** The page in its other languages, for search engines (engine/locales/hreflang-links.ts); absolute with `origin`. */
  hreflang?: HreflangLink[]
  /** The page's stylesheets, in cascade order (server/ssr/css-bundle.ts). */
  cssUrls: string[]
  /** The island client's URL; null when the page has no island (then it loads no block JavaScript). */
  islandScript: string | null
  /** The consent vendor's loader script (consent-vendor-script.ts), first in the head; '' for none. */
  consentScript?: string
  /** Meta tags are suppressed on some routes (000 §2); the page's own meta_description is still written. */
  suppressMeta?: boolean
  origin?: string
  log: (message: string) => void
}

/**
 * The HTML around the streamed body: everything up to <body>, and everything after it. Strings, not
 * React, because metaheads are raw HTML by design and the head must be written before the stream starts.
 */
export function documentShell(input: ShellInput): { head: string; tail: string } {
  const { site, locale, nonce } = input
  const dir = textDirection(locale)
  const meta = pageMeta({
    page: input.page,
    path: input.path,
    appName: input.settings['general.app_name'] || site.name,
    brandName: site.brand,
    titleDivider: input.settings['meta.title_divider'],
    metaSetting: input.settings.meta,
    origin: input.origin,
    defaultImageId: input.settings['general.default_image_id'],
  })
  if (meta.message) input.log(meta.message)
  // A route that suppresses the page meta (the vehicle page, 000 §2) still describes itself.
  const description = input.page.meta_description?.trim()
  const tags = input.suppressMeta
    ? description
      ? `<meta name="description" content="${escapeHtml(description)}">`
      : ''
    : meta.tags
        .map(
          (tag) =>
            `<meta ${Object.entries(tag)
              .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
              .join(' ')}>`,
        )
        .join('')
  const canonical =
    !input.suppressMeta && meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : ''
  // Absolute, as search engines require. Routes that suppress the page meta (the vehicle page) keep these:
  // they are no meta tag, and the vehicle has its twin in every locale.
  const alternates = !input.origin
    ? ''
    : (input.hreflang ?? [])
        .map(
          (link) =>
            `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(`${input.origin}${link.path}`)}">`,
        )
        .join('')
  const inHead = input.metaheads
    .filter((m) => !m.in_body)
    .map((m) => metaheadHtml(m, nonce))
    .join('')
  const inBody = input.metaheads
    .filter((m) => m.in_body)
    .map((m) => metaheadHtml(m, nonce))
    .join('')
  const htmlAttrs = [
    `lang="${escapeHtml(locale)}"`,
    `dir="${dir}"`,
    `data-theme="${escapeHtml(site.theme)}"`,
    `data-site="${escapeHtml(site.key)}"`,
    `data-site-name="${escapeHtml(site.name)}"`,
    `data-brand="${escapeHtml(site.brand)}"`,
    `data-locale-prefix="${escapeHtml(localePrefix(site, locale))}"`,
  ].join(' ')
  const head = [
    `<!DOCTYPE html><html ${htmlAttrs}><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    input.consentScript ?? '',
    `<title>${escapeHtml(meta.title)}</title>`,
    tags,
    canonical,
    alternates,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    input.cssUrls.map((url) => `<link rel="stylesheet" href="${url}">`).join(''),
    input.islandScript ? `<link rel="modulepreload" href="${input.islandScript}">` : '',
    inHead,
    '</head><body>',
  ].join('')
  const tail = [
    inBody,
    input.islandScript ? `<script type="module" nonce="${nonce}" src="${input.islandScript}"></script>` : '',
    '</body></html>',
  ].join('')
  return { head, tail }
}
