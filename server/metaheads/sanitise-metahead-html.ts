import sanitizeHtml from 'sanitize-html'
import { isPrivateUrl } from '../http/outbound/is-private-url.js'

/**
 * What an html metahead may hold: the tags a head or body snippet of a tag manager, a verification or a
 * pixel needs (meta, link, script, style, noscript with its iframe or img), plus a div or span for a body
 * widget's mount point. No event handler attributes, no http-equiv (a refresh or a cookie from content), and
 * every URL https on a public host.
 */
const TAGS = ['meta', 'link', 'script', 'style', 'noscript', 'iframe', 'img', 'div', 'span']

const URL_ATTRIBUTES: Record<string, string> = { link: 'href', script: 'src', iframe: 'src', img: 'src' }

const OPTIONS = (refused: string[]): sanitizeHtml.IOptions => ({
  allowedTags: TAGS,
  allowedAttributes: {
    meta: ['name', 'property', 'content', 'charset'],
    link: ['rel', 'href', 'type', 'sizes', 'media', 'hreflang', 'as', 'crossorigin', 'integrity'],
    script: ['src', 'async', 'defer', 'type', 'id', 'crossorigin', 'integrity', 'data-*'],
    style: ['media'],
    iframe: ['src', 'width', 'height', 'title', 'hidden', 'loading', 'style'],
    img: ['src', 'width', 'height', 'alt', 'loading', 'style'],
    div: ['id', 'class', 'data-*'],
    span: ['id', 'class', 'data-*'],
  },
  // URLs are checked by exclusiveFilter (which sees them as written), so a refused one is named, not dropped.
  allowedSchemes: ['https', 'http', 'data', 'javascript', 'ftp', 'file'],
  allowedSchemesAppliedToAttributes: [],
  // Script and style text is kept as written (sanitize-html drops it by default): the page gives each the
  // response's nonce, and a cached page allows exactly their hashes (docs/decisions/017).
  allowVulnerableTags: true,
  nonTextTags: ['textarea', 'option', 'title'],
  exclusiveFilter: (frame) => {
    const name = URL_ATTRIBUTES[frame.tag]
    const value = name ? frame.attribs[name] : undefined
    if (value === undefined || publicHttpsUrl(value)) return false
    refused.push(value)
    return true
  },
})

/**
 * An html metahead as it may be stored (see OPTIONS for what is kept), and the URLs of scripts, links, frames
 * and images that are not https on a public host: the API refuses those by name rather than drop them quietly.
 */
export function sanitiseMetaheadHtml(html: string): { html: string; refusedUrls: string[] } {
  const refusedUrls: string[] = []
  const clean = sanitizeHtml(html, OPTIONS(refusedUrls)).trim()
  return { html: clean, refusedUrls }
}

/** Whether a script or resource URL is https on a host of the public internet (not this machine or a LAN). */
export function publicHttpsUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return url.protocol === 'https:' && !isPrivateUrl(url) && !url.username && !url.password
}
