import type { TradeInChoices } from './journey-types.js'

/** Why one trade-in field is refused: the browser words it in the page's language, the server in English. */
export type TradeInProblemCode =
  | 'required'
  | 'not_an_option'
  | 'not_a_whole_number'
  | 'negative'
  | 'too_large'
  | 'not_a_month'
  | 'in_the_future'
  | 'too_old'
  | 'bad_text'

export interface TradeInProblem {
  /** The trade-in's key (000 §3): brand, model, bodyType, fuelType, mileage, registration, registrationDate. */
  field:
    | 'isTradeInOn'
    | 'brand'
    | 'model'
    | 'bodyType'
    | 'fuelType'
    | 'mileage'
    | 'registration'
    | 'registrationDate'
  code: TradeInProblemCode
  message: string
}

/** No car has driven further: a bigger figure is a slip of the keyboard, or an attack on a 32-bit column. */
export const TRADE_IN_MILEAGE_MAX = 2_000_000
/** The first registration is a month, no earlier than this year. */
export const TRADE_IN_FIRST_YEAR = 1900
const MONTH = /^(\d{4})-(\d{2})$/
/** A number plate: letters (any script), digits, spaces and dashes; no control characters. */
const PLATE = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,11}$/u

const MESSAGES: Record<TradeInProblemCode, string> = {
  required: 'is required when you trade in a vehicle',
  not_an_option: 'must be one of the options offered',
  not_a_whole_number: 'must be a whole number',
  negative: 'must be 0 or more',
  too_large: `must be at most ${TRADE_IN_MILEAGE_MAX.toLocaleString('en')}`,
  not_a_month: 'must be a month (YYYY-MM)',
  in_the_future: 'must be a month in the past',
  too_old: `must be ${TRADE_IN_FIRST_YEAR} or later`,
  bad_text: 'may hold only letters, digits, spaces and dashes (12 at most)',
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The name of a `{ name }` choice, or undefined when absent or blank. */
const nameOf = (value: unknown): string | undefined => {
  const name = isRecord(value) ? value.name : undefined
  return typeof name === 'string' && name.trim() ? name.trim() : undefined
}

/**
 * The problems of a trade-in (000 §3 "Trade-in"), the same rules in the browser (inline, as the shopper
 * types) and on the server (a 422 naming each field): nothing when it is off; when on, brand, model,
 * body type, fuel type, first registration and mileage are required; the brand, body and fuel type are
 * names from `trade_in/form_options`, the model one of that brand's; the mileage a whole number from 0 to
 * 2,000,000 km; the first registration a month from 1900 up to the current month (`now`, in UTC); the
 * registration number, which is optional, at most 12 letters, digits, spaces or dashes. `options` null (the
 * site offers none) skips the list checks. Bad input is data: this never throws.
 */
export function tradeInProblems(value: unknown, options: TradeInChoices | null, now: Date): TradeInProblem[] {
  const problems: TradeInProblem[] = []
  const add = (field: TradeInProblem['field'], code: TradeInProblemCode) =>
    problems.push({ field, code, message: MESSAGES[code] })
  if (value === undefined || value === null) return problems
  if (!isRecord(value))
    return [{ field: 'isTradeInOn', code: 'required', message: 'must be a trade-in object' }]
  if (value.isTradeInOn !== true) return problems

  const brand = nameOf(value.brand)
  const listed = (list: { name: string }[] | undefined, name: string) =>
    !options || (list ?? []).some((item) => item.name === name)
  if (!brand) add('brand', 'required')
  else if (!listed(options?.brands, brand)) add('brand', 'not_an_option')
  const model = nameOf(value.model)
  if (!model) add('model', 'required')
  else if (options && !options.models.some((m) => m.name === model && (!brand || m.brand === brand)))
    add('model', 'not_an_option')
  for (const key of ['bodyType', 'fuelType'] as const) {
    const name = nameOf(value[key])
    if (!name) add(key, 'required')
    else if (!listed(key === 'bodyType' ? options?.bodyTypes : options?.fuelTypes, name))
      add(key, 'not_an_option')
  }

  const mileage = value.mileage
  if (mileage === undefined || mileage === null || mileage === '') add('mileage', 'required')
  else if (typeof mileage !== 'number' || !Number.isInteger(mileage)) add('mileage', 'not_a_whole_number')
  else if (mileage < 0) add('mileage', 'negative')
  else if (mileage > TRADE_IN_MILEAGE_MAX) add('mileage', 'too_large')

  const date = isRecord(value.registrationDate) ? value.registrationDate.date : undefined
  const month = typeof date === 'string' ? MONTH.exec(date) : null
  if (date === undefined || date === '') add('registrationDate', 'required')
  else if (!month || Number(month[2]) < 1 || Number(month[2]) > 12) add('registrationDate', 'not_a_month')
  else {
    const year = Number(month[1])
    const index = year * 12 + Number(month[2]) - 1
    if (index > now.getUTCFullYear() * 12 + now.getUTCMonth()) add('registrationDate', 'in_the_future')
    else if (year < TRADE_IN_FIRST_YEAR) add('registrationDate', 'too_old')
  }

  const plate = value.registration
  if (plate !== undefined && plate !== null && plate !== '')
    if (typeof plate !== 'string' || !PLATE.test(plate.trim())) add('registration', 'bad_text')
  return problems
}
