import { badRequest } from '../http/http-error.js'
import { MEDIA_ID } from '../http/media-id.js'
import type { MediaDetails } from '../storage/media-store.js'

/** The most images one listing answers; the grid pages through the rest. */
export const MAX_PAGE = 100
const MAX_OFFSET = 1_000_000

/** A media id from the URL, or a 400 before any lookup. */
export function mediaIdParam(value: unknown): string {
  if (typeof value !== 'string' || !MEDIA_ID.test(value)) throw badRequest('The image id is not valid')
  return value
}

/** Text an editor typed: no control characters (NUL breaks PostgreSQL text), at most `max` characters. */
export function plainText(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string') throw badRequest(`${name} must be text`)
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
    throw badRequest(`${name} must not contain control characters`)
  if (value.length > max) throw badRequest(`${name} must be at most ${max} characters`)
  return value
}

function count(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest(`${name} must be a whole number from ${min} to ${max}`)
  return n
}

/** GET /media's query: `q` (file name or alt), `offset`, `limit`. */
export function mediaListQuery(query: Record<string, unknown>) {
  const search = query.q === undefined ? '' : plainText(query.q, 'q', 200).trim()
  return {
    search: search || undefined,
    offset: count(query.offset, 'offset', 0, 0, MAX_OFFSET),
    limit: count(query.limit, 'limit', 40, 1, MAX_PAGE),
  }
}

function fraction(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1)
    throw badRequest(`${name} must be a number from 0 to 1`)
  return Math.round(value * 1000) / 1000
}

/**
 * PATCH /media/:id's body, merged over the record: alt text (required unless the image is decorative,
 * where it is cleared: a decorative image is skipped by screen readers), and the focal point.
 */
export function mediaDetailsInput(body: unknown, current: MediaDetails): MediaDetails {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The body must be { alt?, decorative?, focal?: { x, y } }')
  const input = body as { alt?: unknown; decorative?: unknown; focal?: unknown }
  const next = { ...current }
  if (input.decorative !== undefined) {
    if (typeof input.decorative !== 'boolean') throw badRequest('decorative must be true or false')
    next.decorative = input.decorative
  }
  if (input.alt !== undefined) next.alt = plainText(input.alt, 'alt', 300).trim()
  if (input.focal !== undefined) {
    const focal = input.focal as { x?: unknown; y?: unknown } | null
    if (!focal || typeof focal !== 'object') throw badRequest('focal must be { x, y }')
    next.focalX = fraction(focal.x, 'focal.x')
    next.focalY = fraction(focal.y, 'focal.y')
  }
  if (next.decorative) next.alt = ''
  else if (!next.alt) throw badRequest('alt is required unless the image is decorative')
  return next
}
