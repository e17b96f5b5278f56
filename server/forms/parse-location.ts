import { HttpError } from '../http/http-error.js'

const TEXT_FIELDS = ['address', 'city', 'postcode', 'country', 'phone', 'email'] as const

/** A location as stored in form_locations.data (001 §7 /locations; docs/forms-api.md). */
export interface LocationInput {
  name: string
  address: string
  city: string
  postcode: string
  country: string
  phone: string
  email: string
  latitude?: number
  longitude?: number
}

/** A posted or put location checked: a name, short texts, coordinates in range. 422 with paths otherwise. */
export function parseLocation(body: unknown): LocationInput {
  const item = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >
  const errors: { path: string; message: string }[] = []
  if (typeof item.name !== 'string' || !item.name.trim() || item.name.length > 200)
    errors.push({ path: '/name', message: 'is required (at most 200 characters)' })
  const out: Record<string, unknown> = { name: String(item.name ?? '').trim() }
  for (const key of TEXT_FIELDS) {
    const value = item[key] ?? ''
    if (typeof value !== 'string' || value.length > 500)
      errors.push({ path: `/${key}`, message: 'must be text (at most 500 characters)' })
    out[key] = String(value)
  }
  for (const [key, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    const value = item[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'number' || Math.abs(value) > limit)
      errors.push({ path: `/${key}`, message: `must be a number between -${limit} and ${limit}` })
    else out[key] = value
  }
  if (errors.length) throw new HttpError(422, 'invalid_location', 'The location is not valid', errors)
  return out as unknown as LocationInput
}
