import type { ParameterError } from '../../../engine/stock/stock-types.js'
import { HttpError } from '../../http/http-error.js'

/** A 400 naming every refused parameter: `{ error: { code: 'bad_parameter', message, details } }`. */
export function badParameters(errors: ParameterError[]): HttpError {
  const names = [...new Set(errors.map((error) => error.parameter))]
  const first = errors[0]
  const message =
    errors.length === 1 && first
      ? `Query parameter ${first.parameter} ${first.message}`
      : `Invalid query parameters: ${names.join(', ')}`
  return new HttpError(400, 'bad_parameter', message, errors)
}
