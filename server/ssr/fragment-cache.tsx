import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { HtmlReuse } from '../../renderer/context/html-reuse.js'
import type { RenderContext } from '../../renderer/context/render-context.js'

/** Default bounds of the fragment cache: entries, and bytes of HTML (a string's length, near enough). */
export const FRAGMENT_CACHE_MAX_ENTRIES = 5000
export const FRAGMENT_CACHE_MAX_BYTES = 16 * 1024 * 1024

/**
 * The comment React writes where a Suspense boundary's content failed to render on the server and is left
 * to the browser (`<!--$!-->`). Every block sits in such a boundary, so a fragment holding it had a block
 * that threw (or suspended, which a reused block never should).
 */
const FAILED_BOUNDARY = '<!--$!-->'

/**
 * Rendered before and after a fragment's content. React writes what it hoists (the preload of an image
 * with fetchPriority="high", a stylesheet with a precedence) ahead of everything else: in a page's stream
 * that is the start of the body, in a fragment's render the start of the fragment, so the same HTML would
 * not come out. Anything before the first mark, or after the last, is such a resource.
 */
const START = '<template data-fragment-start=""></template>'
const END = '<template data-fragment-end=""></template>'

/**
 * How long the HTML of a block showing loaded data (stock, forms) is kept: as long as a cached page of live
 * data (server/http/routes/pages.ts), so reuse never shows older data than the page cache does.
 */
export const LIVE_FRAGMENT_TTL_MS = 60_000

interface Fragment {
  site: string
  version: number
  /** Null: rendering it apart does not give the same HTML (it failed, or hoisted a resource): in place. */
  html: string | null
  /** For a block showing loaded data: when it goes stale (ms since the epoch). */
  expiresAt?: number
}

/**
 * Rendered HTML of the parts of pages that depend only on their own data (blocks without loaders, the
 * navigation of a path, the footer), kept so that an uncached render writes them instead of rendering them
 * again (docs/decisions/018). Bounded by entries and bytes (lru-cache). A key is the hash of the part's
 * data (a block with its nested blocks, the footer's settings), its kind, the render context (site,
 * theme, locale, direction, strictness) and the site's content version: a publish or a settings change
 * moves the version on, so entries rendered before it are never read again; `keepOnly` drops them after
 * a lost notification, as the other caches do. A fragment whose render failed is not kept: the part then
 * renders in place, where the failure is logged and keeps the page out of the page cache.
 */
export function fragmentCache(
  maxEntries = FRAGMENT_CACHE_MAX_ENTRIES,
  maxBytes = FRAGMENT_CACHE_MAX_BYTES,
  /** False for a version older than one known newer: such a render is used once but not kept. */
  isCurrent: (site: string, version: number) => boolean = () => true,
) {
  const entries =
    maxEntries > 0
      ? new LRUCache<string, Fragment>({
          max: maxEntries,
          maxSize: maxBytes,
          sizeCalculation: (fragment) => fragment.html?.length || 1,
        })
      : null
  /** Counts the stock changes seen: live HTML from before the last one is neither read nor kept. */
  let liveGeneration = 0
  /** Live fragments being rendered, so concurrent misses of one block render it once. */
  const filling = new Set<string>()
  // Documents, footers and render contexts are not changed once read, so a hash is worked out once per
  // object (a block's JSON is hashed on its first render, not on every request).
  const hashes = new WeakMap<object, string>()
  const hashOf = (value: object): string => {
    let hash = hashes.get(value)
    if (hash === undefined) {
      hash = createHash('sha256').update(JSON.stringify(value)).digest('base64url')
      hashes.set(value, hash)
    }
    return hash
  }

  return {
    get enabled(): boolean {
      return entries !== null
    },

    /** The HtmlReuse of one render, at the site's content `version` (read before the content it shows). */
    forRender(version: number): HtmlReuse | null {
      if (!entries) return null
      return {
        html(kind, identity, context: RenderContext, render, live) {
          // Strict renders (tests, the draft preview) let a failing block throw: always in place.
          if (context.strict) return null
          const site = context.site.key
          const key =
            `${kind}\u0000${hashOf(context)}\u0000${version}\u0000${hashOf(identity)}` +
            (live ? `\u0000live ${liveGeneration}` : '')
          const hit = entries.get(key)
          if (hit && (hit.expiresAt === undefined || hit.expiresAt > Date.now())) return hit.html
          if (!live) {
            const html = fragmentHtml(render())
            if (isCurrent(site, version)) entries.set(key, { site, version, html })
            return html
          }
          // Live: this render loads and renders the block in place. Its data exists once React has been
          // through the page (the next turn of the event loop); when it is in, the HTML is rendered apart
          // and kept, unless the stock changed meanwhile. One that cannot be reused is remembered as such.
          if (!filling.has(key)) {
            filling.add(key)
            const generation = liveGeneration
            const expiresAt = Date.now() + LIVE_FRAGMENT_TTL_MS
            setImmediate(() => {
              live()
                .then((ok) => {
                  if (!ok || generation !== liveGeneration || !isCurrent(site, version)) return
                  entries.set(key, { site, version, html: fragmentHtml(render()), expiresAt })
                })
                .catch(() => {
                  // Not kept: the block goes on rendering in place, where a failure is reported.
                })
                .finally(() => filling.delete(key))
            })
          }
          return null
        },
      }
    },

    /** A vehicle's status changed (or may have): HTML showing loaded data is rendered again. */
    dropLive(): void {
      liveGeneration++
      if (!entries) return
      for (const [key, fragment] of entries.entries())
        if (fragment.expiresAt !== undefined) entries.delete(key)
    },

    /** A site's settings, navigation or footer changed. */
    invalidateSite(site: string): void {
      if (!entries) return
      for (const [key, fragment] of entries.entries()) if (fragment.site === site) entries.delete(key)
    },

    /** Keeps only fragments rendered at their site's current content version. */
    keepOnly(versions: ReadonlyMap<string, number>): void {
      if (!entries) return
      for (const [key, fragment] of entries.entries())
        if (versions.get(fragment.site) !== fragment.version) entries.delete(key)
    },

    clear(): void {
      entries?.clear()
    },

    /** How many fragments are kept (for tests and metrics). */
    get size(): number {
      return entries?.size ?? 0
    },

    /** How many of them show loaded data (for tests). */
    get liveSize(): number {
      let live = 0
      for (const fragment of entries?.values() ?? []) if (fragment.expiresAt !== undefined) live++
      return live
    },
  }
}

export type FragmentCache = ReturnType<typeof fragmentCache>

/** A fragment's HTML as it comes out in a page, or null when rendering it apart cannot give that. */
function fragmentHtml(content: ReactElement): string | null {
  const html = renderToString(
    <>
      <template data-fragment-start="" />
      {content}
      <template data-fragment-end="" />
    </>,
  )
  if (!html.startsWith(START) || !html.endsWith(END) || html.includes(FAILED_BOUNDARY)) return null
  return html.slice(START.length, html.length - END.length)
}
