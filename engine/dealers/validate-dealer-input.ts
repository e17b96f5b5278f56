import { AUSTRALIAN_STATES } from '../stock/stock-types.js'
import { CONTACT_TYPES, type DealerContact } from './dealer-contact.js'
import type { DealerFieldError, DealerInput } from './dealer-input.js'
import { DEALER_SERVICES, isDealerService } from './dealer-services.js'
import { PLACE_NAME, POSTCODE } from './dealer-text-patterns.js'
import { TIME_OF_DAY, WEEK_DAYS, type OpeningHoursRule, type WeekDay } from './opening-hours.js'

const MAX_INT = 2 ** 31 - 1
const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/
const PHONE = /^\+?[\d ()-]{6,24}$/
const HREF = /^(?:https?:\/\/[^\s<>"]+|tel:\+?[\d()-]{3,24}|mailto:[^\s@<>"]+@[^\s@<>"]+)$/
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * Checks a retailer from the Dealers screen (decision 038) and answers it cleaned (texts trimmed), or every
 * problem, each named by its field: the server refuses with 422 what this refuses, and the screen runs the
 * same rules before it sends. `brands` are the brands of the sites (a retailer sells at least one of them).
 * Australian retailers need one of the eight states and a four-digit postcode; other markets write theirs
 * freely. Coordinates are both given or both empty.
 */
export function validateDealerInput(
  body: unknown,
  brands: readonly string[],
): { ok: true; value: DealerInput } | { ok: false; errors: DealerFieldError[] } {
  const errors: DealerFieldError[] = []
  const problem = (field: string, message: string) => {
    errors.push({ field, message })
    return undefined
  }
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'must be a JSON object' }] }

  const text = (
    field: string,
    max: number,
    options: { required?: boolean; pattern?: RegExp; message?: string } = {},
  ) => {
    const value = body[field]
    if (value === undefined || value === null || value === '')
      return options.required ? problem(field, 'is required') : ''
    if (typeof value !== 'string') return problem(field, 'must be text')
    const trimmed = value.trim()
    if (CONTROL.test(trimmed)) return problem(field, 'must not contain control characters')
    if (!trimmed && options.required) return problem(field, 'is required')
    if (trimmed.length > max) return problem(field, `must be at most ${max} characters`)
    if (trimmed && options.pattern && !options.pattern.test(trimmed))
      return problem(field, options.message ?? 'is not in the expected format')
    return trimmed
  }
  const coordinate = (field: string, limit: number) => {
    const value = body[field]
    if (value === undefined || value === null || value === '') return null
    if (typeof value !== 'number' || !Number.isFinite(value)) return problem(field, 'must be a number')
    if (Math.abs(value) > limit) return problem(field, `must be from -${limit} to ${limit}`)
    return Math.round(value * 1e6) / 1e6
  }

  const name = text('name', 120, { required: true })
  const dealerCode = text('dealer_code', 20, {
    required: true,
    pattern: /^[A-Za-z0-9_-]+$/,
    message: 'must be letters, digits, hyphens or underscores',
  })
  const market = text('market', 2, {
    required: true,
    pattern: /^[a-z]{2}$/,
    message: 'must be a two-letter market code',
  })
  const australian = market === 'au'
  const street = text('street', 200)
  const locality = text('locality', 100, {
    required: true,
    pattern: PLACE_NAME,
    message: 'must be a locality name',
  })
  const state = australian
    ? text('state', 3, {
        required: true,
        pattern: new RegExp(`^(${AUSTRALIAN_STATES.join('|')})$`),
        message: `must be one of ${AUSTRALIAN_STATES.join(', ')}`,
      })
    : text('state', 40)
  const postcode = australian
    ? text('postcode', 4, { required: true, pattern: /^\d{4}$/, message: 'must be a four-digit postcode' })
    : text('postcode', 10, { pattern: POSTCODE, message: 'must be a postcode' })
  const latitude = coordinate('latitude', 90)
  const longitude = coordinate('longitude', 180)
  if ((latitude === null) !== (longitude === null) && latitude !== undefined && longitude !== undefined)
    problem(latitude === null ? 'latitude' : 'longitude', 'is required with the other coordinate')
  const phone = text('phone', 24, { pattern: PHONE, message: 'must be a phone number' })
  const email = text('email', 200, { pattern: EMAIL, message: 'must be an email address' })
  const url = text('url', 500, {
    pattern: /^https?:\/\/[^\s<>"]+$/,
    message: 'must be a web address (https://…)',
  })
  const tagClass = text('tag_class', 100, {
    pattern: /^[a-z0-9_-]+(?: [a-z0-9_-]+)*$/,
    message: 'must be lower-case words separated by spaces',
  })

  let position: number | undefined = 0
  if (body.position !== undefined && body.position !== null) {
    const value = body.position
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_INT)
      position = problem('position', `must be a whole number from 0 to ${MAX_INT}`)
    else position = value
  }
  let isFallback: boolean | undefined = false
  if (body.is_fallback !== undefined && body.is_fallback !== null)
    isFallback =
      typeof body.is_fallback === 'boolean'
        ? body.is_fallback
        : problem('is_fallback', 'must be true or false')

  const chosenBrands = listOf(body.brands, 'brands', problem, (value, field) =>
    typeof value === 'string' && brands.includes(value)
      ? value
      : problem(field, `must be one of ${brands.join(', ')}`),
  )
  if (chosenBrands && chosenBrands.length === 0) problem('brands', 'must hold at least one brand')
  const services = listOf(body.services, 'services', problem, (value, field) =>
    isDealerService(value) ? value : problem(field, `must be one of ${DEALER_SERVICES.join(', ')}`),
  )
  const contacts = listOf(
    body.contact_info,
    'contact_info',
    problem,
    (value, field) => contactOf(value, field, problem),
    10,
  )
  const hours = listOf(
    body.opening_hours,
    'opening_hours',
    problem,
    (value, field) => hoursOf(value, field, problem),
    14,
  )
  const names = namesOf(body.names, problem)

  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    value: {
      name: name as string,
      dealer_code: dealerCode as string,
      brands: [...new Set(chosenBrands)],
      market: market as string,
      street: street as string,
      locality: locality as string,
      state: state as string,
      postcode: postcode as string,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
      phone: phone as string,
      email: email as string,
      url: url || null,
      names: names ?? {},
      services: DEALER_SERVICES.filter((key) => services?.includes(key)),
      contact_info: contacts ?? [],
      opening_hours: hours ?? [],
      tag_class: tagClass as string,
      position: position as number,
      is_fallback: isFallback as boolean,
    },
  }
}

type Problem = (field: string, message: string) => undefined

/** A list of at most `max` items, each read by `read` (undefined: a problem was reported). Absent: []. */
function listOf<T>(
  value: unknown,
  field: string,
  problem: Problem,
  read: (item: unknown, field: string) => T | undefined,
  max = 20,
): T[] | undefined {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return problem(field, 'must be a list')
  if (value.length > max) return problem(field, `must hold at most ${max}`)
  const items = value.map((item, i) => read(item, `${field}.${i}`))
  return items.every((item) => item !== undefined) ? (items as T[]) : undefined
}

function contactOf(value: unknown, field: string, problem: Problem): DealerContact | undefined {
  if (!isRecord(value)) return problem(field, 'must be { type, label, href }')
  const type = value.type
  if (!(CONTACT_TYPES as readonly unknown[]).includes(type))
    return problem(`${field}.type`, `must be one of ${CONTACT_TYPES.join(', ')}`)
  const label = typeof value.label === 'string' ? value.label.trim() : ''
  const href = typeof value.href === 'string' ? value.href.trim() : ''
  if (!label || label.length > 120 || CONTROL.test(label))
    return problem(`${field}.label`, 'is required (at most 120 characters)')
  if (!HREF.test(href) || href.length > 500)
    return problem(`${field}.href`, 'must be an https:, tel: or mailto: link')
  return { type: type as DealerContact['type'], label, href }
}

function hoursOf(value: unknown, field: string, problem: Problem): OpeningHoursRule | undefined {
  if (!isRecord(value)) return problem(field, 'must be { days, opens, closes }')
  const days = value.days
  if (
    !Array.isArray(days) ||
    days.length === 0 ||
    !days.every((d) => (WEEK_DAYS as readonly unknown[]).includes(d))
  )
    return problem(`${field}.days`, `must be one or more of ${WEEK_DAYS.join(', ')}`)
  const opens = value.opens
  const closes = value.closes
  if (typeof opens !== 'string' || !TIME_OF_DAY.test(opens))
    return problem(`${field}.opens`, 'must be a time (HH:MM)')
  if (typeof closes !== 'string' || !TIME_OF_DAY.test(closes))
    return problem(`${field}.closes`, 'must be a time (HH:MM)')
  if (opens >= closes) return problem(`${field}.closes`, 'must be after the opening time')
  return { days: WEEK_DAYS.filter((d) => days.includes(d)) as WeekDay[], opens, closes }
}

function namesOf(value: unknown, problem: Problem): Record<string, string> | undefined {
  if (value === undefined || value === null) return {}
  if (!isRecord(value)) return problem('names', 'must be { language: name }')
  const names: Record<string, string> = {}
  const entries = Object.entries(value)
  if (entries.length > 10) return problem('names', 'must hold at most 10 languages')
  for (const [language, name] of entries) {
    if (!/^[a-z]{2}$/.test(language))
      return problem(`names.${language.slice(0, 10)}`, 'must be a two-letter language code')
    if (name === '' || name === null || name === undefined) continue
    if (typeof name !== 'string' || name.trim().length > 120 || CONTROL.test(name))
      return problem(`names.${language}`, 'must be text of at most 120 characters')
    if (name.trim()) names[language] = name.trim()
  }
  return names
}
