import { HttpError } from '../http/http-error.js'

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * An ISO 8601 date or date-time query value as an ISO instant (UTC when no zone is given). A plain date
 * means the start of that day, or with `endOfDay` its last millisecond (so lteq=2026-05-31 includes the
 * 31st). Throws 400 naming the parameter otherwise.
 */
export function queryDate(parameter: string, value: unknown, endOfDay = false): string | undefined {
  if (value === undefined || value === '') return undefined
  const fail = () =>
    new HttpError(400, 'bad_request', `${parameter} is not an ISO 8601 date`, [
      { parameter, message: 'is not an ISO 8601 date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ)' },
    ])
  if (typeof value !== 'string' || !ISO.test(value)) throw fail()
  const plainDate = value.length === 10
  const withZone = plainDate ? `${value}T00:00:00Z` : /Z|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`
  const time = Date.parse(withZone)
  if (Number.isNaN(time)) throw fail()
  const date = new Date(time + (plainDate && endOfDay ? 86_400_000 - 1 : 0))
  // 2026-02-30 parses in some engines: refuse dates that do not exist.
  if (plainDate && !new Date(time).toISOString().startsWith(value)) throw fail()
  return date.toISOString()
}
