import {
  DEFAULT_REDIRECT_CODE,
  REDIRECT_CODES,
  REDIRECT_LINK_TYPES,
  RESERVED_REDIRECT_SEGMENTS,
  type RedirectInput,
} from './redirect-options.js'

export interface RedirectFieldError {
  field: keyof RedirectInput | 'body'
  message: string
}

// The page schema's Url kind narrowed to what a browser can be sent to: http(s) or a site path.
const TARGET = /^(?:https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Checks a redirect as an admin sent it (the screen runs the same rules): a site path to answer on that is
 * not one of the site's own routes, a target that is http(s) or a site path, one of the allowed codes (301
 * when left out) and link types. Loops and clashes need the site's pages: the server checks those. Never throws.
 */
export function validateRedirectInput(
  body: unknown,
): { ok: true; value: RedirectInput } | { ok: false; errors: RedirectFieldError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, errors: [{ field: 'body', message: 'must be a redirect object' }] }
  const raw = body as Record<string, unknown>
  const errors: RedirectFieldError[] = []
  const path = typeof raw.path === 'string' ? raw.path.trim() : undefined
  if (!path || !path.startsWith('/') || path.startsWith('//'))
    errors.push({ field: 'path', message: 'must be a site path starting with /' })
  else if (path.length > 512 || UNSTORABLE.test(path) || /[\s?#]/.test(path))
    errors.push({
      field: 'path',
      message: 'must be a path of at most 512 characters, without a query or spaces',
    })
  else if (RESERVED_REDIRECT_SEGMENTS.includes(path.split('/').filter(Boolean)[0] as never))
    errors.push({ field: 'path', message: `${path} belongs to the site's own routes` })
  const to = typeof raw.to === 'string' ? raw.to.trim() : undefined
  if (!to || to.length > 2048 || UNSTORABLE.test(to) || !TARGET.test(to))
    errors.push({ field: 'to', message: 'must be a site path starting with / or an http(s) URL' })
  const code = raw.http_code ?? DEFAULT_REDIRECT_CODE
  if (!REDIRECT_CODES.includes(code as never))
    errors.push({ field: 'http_code', message: `must be one of ${REDIRECT_CODES.join(', ')}` })
  const linkType = raw.link_type ?? (to?.startsWith('/') ? 'internal' : 'external')
  if (!REDIRECT_LINK_TYPES.includes(linkType as never))
    errors.push({ field: 'link_type', message: `must be one of ${REDIRECT_LINK_TYPES.join(', ')}` })
  if (raw.link_new_window !== undefined && typeof raw.link_new_window !== 'boolean')
    errors.push({ field: 'link_new_window', message: 'must be true or false' })
  const title = raw.title ?? ''
  if (typeof title !== 'string' || title.length > 200 || UNSTORABLE.test(title))
    errors.push({ field: 'title', message: 'must be text of at most 200 characters' })
  if (errors.length) return { ok: false, errors }
  const target = to as string
  return {
    ok: true,
    value: {
      path: path as string,
      to: target,
      http_code: code as RedirectInput['http_code'],
      link_type: linkType as RedirectInput['link_type'],
      link_new_window: raw.link_new_window === true,
      title: (title as string).trim() || `Redirect to ${target}`.slice(0, 200),
    },
  }
}
