import type { Lead } from './form-types.js'

/** A lead value as text: lists joined, booleans as yes/no. React escapes it wherever it is shown. */
export function leadValueText(value: Lead['attributes'][string] | undefined): string {
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return value ?? ''
}
