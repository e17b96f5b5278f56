import { isWellFormedVin } from '../../engine/vin/is-well-formed-vin.js'
import { normaliseVin } from '../../engine/vin/normalise-vin.js'
import type { BodyFields } from '../orders/body-fields.js'

/**
 * A VIN field read by `fields`, normalised (spaces and hyphens dropped, upper case) and checked; a problem
 * naming the field otherwise, reported with the others by `fields.done()`.
 */
export function vinField(fields: BodyFields, name: string): string | undefined {
  const raw = fields.string(name, { required: true, max: 40 })
  if (raw === undefined) return undefined
  const vin = normaliseVin(raw)
  if (isWellFormedVin(vin)) return vin
  return fields.problem(name, 'must be a VIN: 17 letters and digits, without I, O or Q')
}
