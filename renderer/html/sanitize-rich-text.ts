import sanitizeHtml, { type IOptions } from 'sanitize-html'
import { isMediaPath } from './is-media-path.js'
import { sameSitePath } from './same-site-path.js'
import { sanitizedHtmlCache } from './sanitized-html-cache.js'

const BASIC_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'sup',
  'sub',
  'small',
  'hr',
  'img',
]
const WIDE_TAGS = [...BASIC_TAGS, 'div', 'section', 'figure', 'figcaption', 'caption', 'tfoot', 'iframe']

const BASIC_ATTRIBUTES: IOptions['allowedAttributes'] = {
  a: ['href', 'target', 'rel', 'aria-label'],
  span: ['class'],
  p: ['class'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
}
const WIDE_ATTRIBUTES: IOptions['allowedAttributes'] = {
  ...BASIC_ATTRIBUTES,
  div: ['class'],
  section: ['class'],
  figure: ['class'],
  table: ['class'],
  iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
}

// One video id, then at most a query of player options: no other path on that host (`/embed/../x`).
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+(?:\?[\w=&;.%-]*)?$/

function options(wide: boolean): IOptions {
  return {
    allowedTags: wide ? WIDE_TAGS : BASIC_TAGS,
    allowedAttributes: wide ? WIDE_ATTRIBUTES : BASIC_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: wide ? ['www.youtube-nocookie.com'] : [],
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const next = { ...attribs }
        // A site path must stay one (sanitize-html judges the other schemes).
        if (next.href?.startsWith('/') && sameSitePath(next.href) === undefined) delete next.href
        if (next.target !== '_blank' && next.target !== '_self') delete next.target
        // A new tab must not get a handle on this page (reverse tabnabbing) nor its address.
        if (next.target === '_blank') next.rel = 'noopener noreferrer'
        return { tagName, attribs: next }
      },
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
    exclusiveFilter: (frame) =>
      // Media-library images only: editors cannot hot-link or track through an image elsewhere.
      (frame.tag === 'img' && !isMediaPath(frame.attribs.src ?? '')) ||
      (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')),
  }
}

const BASIC = options(false)
const WIDE = options(true)

/**
 * Sanitises editor HTML with an allowlist: formatting tags, safe link schemes and media-library images.
 * `wide` (the HTML block) also allows layout tags and YouTube (no-cookie) embeds. Scripts, styles and
 * event-handler attributes are never allowed.
 */
export function sanitizeRichText(html: string, wide = false): string {
  const key = (wide ? 'w' : 'b') + html
  const hit = memo.get(key)
  if (hit !== undefined) return hit
  const clean = sanitizeHtml(html, wide ? WIDE : BASIC)
  memo.set(key, clean)
  return clean
}

const memo = sanitizedHtmlCache()
