/** The status codes a redirect page may answer with (001 §3 http_code; 001 §9: 301 by default). */
export const REDIRECT_CODES = [301, 302, 307, 308] as const
export type RedirectCode = (typeof REDIRECT_CODES)[number]
export const DEFAULT_REDIRECT_CODE: RedirectCode = 301

/** 001 §3 link_type of redirect page data. */
export const REDIRECT_LINK_TYPES = ['internal', 'external', 'file', 'page'] as const
export type RedirectLinkType = (typeof REDIRECT_LINK_TYPES)[number]

/**
 * First path segments the site's own routes answer before any page (the storefront's, the editor's, the
 * APIs'): a redirect page there would never be reached.
 */
export const RESERVED_REDIRECT_SEGMENTS = [
  'admin',
  'cms',
  'auth',
  'api',
  'public_api',
  'assets',
  'images',
  'forms',
  'showroom',
  'showroom-order-online',
  'disabled-preview',
  '404',
] as const

/** What an admin sends to create or save a redirect page. */
export interface RedirectInput {
  /** The path the redirect answers on (normalised by the server). */
  path: string
  to: string
  http_code: RedirectCode
  link_type: RedirectLinkType
  link_new_window: boolean
  /** The page's name in the Pages list; "Redirect to <to>" when empty. */
  title: string
}

/** A redirect page as the admin API answers it. */
export interface AdminRedirect extends RedirectInput {
  id: string
  locale: string
  /** The page's draft version: a save names it, and a stale one is a 409. */
  version: number
}
