import { randomBytes, randomUUID } from 'node:crypto'
import { HttpError } from '../http/http-error.js'
import { isPrivateUrl } from '../http/outbound/is-private-url.js'
import type { Integration } from './integration.js'

function httpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

const fail = (details: { path: string; message: string }[]) =>
  new HttpError(422, 'invalid_integrations', 'The integrations are not valid', details)

/**
 * A PUT or imported list of integrations checked and completed: an id and a secret are generated when
 * left out; `type` is webhook; `active` defaults to true. Throws 422 with `{ path, message }` otherwise.
 * An endpoint on a loopback, private or link-local address is refused unless `allowPrivate` (the
 * outbound client's setting: development only).
 */
export function parseIntegrations(value: unknown, { allowPrivate = false } = {}): Integration[] {
  if (!Array.isArray(value)) throw fail([{ path: '/integrations', message: 'must be a list' }])
  if (value.length > 20) throw fail([{ path: '/integrations', message: 'at most 20 integrations' }])
  const errors: { path: string; message: string }[] = []
  const ids = new Set<string>()
  const list = value.map((raw, i): Integration => {
    const path = `/integrations/${i}`
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
    const id = typeof item.id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(item.id) ? item.id : randomUUID()
    if (ids.has(id)) errors.push({ path: `${path}/id`, message: 'is used twice' })
    ids.add(id)
    if (typeof item.name !== 'string' || !item.name.trim() || item.name.length > 200)
      errors.push({ path: `${path}/name`, message: 'is required (at most 200 characters)' })
    if (item.type !== undefined && item.type !== 'webhook')
      errors.push({ path: `${path}/type`, message: 'must be "webhook"' })
    const endpoint = httpUrl(item.endpoint)
    if (!endpoint) errors.push({ path: `${path}/endpoint`, message: 'must be an http(s) URL' })
    else if (!allowPrivate && isPrivateUrl(endpoint))
      errors.push({
        path: `${path}/endpoint`,
        message: 'must be on the public internet, not a loopback, private or link-local address',
      })
    if (
      item.secret !== undefined &&
      (typeof item.secret !== 'string' || item.secret.length < 16 || item.secret.length > 200)
    )
      errors.push({ path: `${path}/secret`, message: 'must be 16 to 200 characters' })
    if (item.active !== undefined && typeof item.active !== 'boolean')
      errors.push({ path: `${path}/active`, message: 'must be true or false' })
    return {
      id,
      name: String(item.name ?? '').trim(),
      type: 'webhook',
      endpoint: String(item.endpoint ?? ''),
      secret: typeof item.secret === 'string' ? item.secret : randomBytes(24).toString('base64url'),
      active: item.active !== false,
    }
  })
  if (errors.length) throw fail(errors)
  return list
}
