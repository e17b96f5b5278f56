import { badRequest } from './http-error.js'

const MAX_PATH = 512
const SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%\-\u00a0-\uffff]+$/

/**
 * A page path as the pages table stores it: leading slash, no trailing slash (but "/"), no empty, "." or
 * ".." segments. Throws a 400 naming the problem for anything else.
 */
export function normalisePagePath(raw: string): string {
  if (raw.length > MAX_PATH) throw badRequest(`The path is longer than ${MAX_PATH} characters`)
  const segments = raw.split('/').filter((s) => s !== '')
  for (const segment of segments) {
    if (segment === '.' || segment === '..') throw badRequest('The path may not contain "." or ".." segments')
    if (!SEGMENT.test(segment)) throw badRequest('The path contains characters a page path cannot have')
  }
  return `/${segments.join('/')}`
}
