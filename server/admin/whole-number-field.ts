import { HttpError } from '../http/http-error.js'

/** A positive whole number that fits a PostgreSQL integer (an id or a version), else a 422 naming `field`. */
export function wholeNumberField(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2 ** 31 - 1)
    throw new HttpError(
      422,
      'validation_failed',
      `${field} must be a whole number from 1 to ${2 ** 31 - 1}`,
      [{ field, message: `must be a whole number from 1 to ${2 ** 31 - 1}` }],
    )
  return n
}
