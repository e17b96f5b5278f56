import type { ParameterError } from '../../../engine/stock/stock-types.js'
import { badParameters } from './bad-parameters.js'

/** How one parameter of a small endpoint is read: once or repeated, and what a value must look like. */
export interface ParamSpec {
  repeat?: boolean
  required?: boolean
  pattern: RegExp
  /** Said in the error when a value does not match, e.g. "must be a four-digit postcode". */
  message: string
}

/**
 * Reads the parameters of an endpoint that takes a few (dealers, trade-in options, config data): unknown
 * ones, repeated single ones, missing required ones and values not matching their pattern are refused with
 * one 400 naming each. Repeated parameters also accept the `key[]` form.
 */
export function readParams<K extends string>(
  params: URLSearchParams,
  specs: Record<K, ParamSpec>,
): Partial<Record<K, string[]>> {
  const errors: ParameterError[] = []
  const values: Partial<Record<K, string[]>> = {}
  for (const [rawKey, value] of params) {
    const bare = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    const key = (bare in specs && specs[bare as K].repeat ? bare : rawKey) as K
    const spec = Object.hasOwn(specs, key) ? specs[key] : undefined
    if (!spec) {
      errors.push({ parameter: rawKey.slice(0, 100), message: 'is not a known parameter' })
      continue
    }
    const list = (values[key] ??= [])
    if (!spec.repeat && list.length > 0) errors.push({ parameter: key, message: 'must be given once' })
    else if (spec.repeat && list.length >= 50)
      errors.push({ parameter: key, message: 'accepts at most 50 values' })
    else if (value.length > 100 || !spec.pattern.test(value))
      errors.push({ parameter: key, message: spec.message })
    else list.push(value)
  }
  for (const key of Object.keys(specs) as K[])
    if (specs[key].required && !values[key]?.length && !errors.some((error) => error.parameter === key))
      errors.push({ parameter: key, message: 'is required' })
  if (errors.length) throw badParameters(errors)
  return values
}
