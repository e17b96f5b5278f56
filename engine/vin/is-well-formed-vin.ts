/** ISO 3779: 17 characters, digits and capital letters except I, O and Q (they read as 1 and 0). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/

/**
 * Whether a normalised VIN (normaliseVin) has the shape of a vehicle identification number. The check digit
 * (position 9) is not checked: it is mandatory in North America only, and European and Asian VINs of the
 * same models often do not satisfy it.
 */
export function isWellFormedVin(vin: string): boolean {
  return VIN.test(vin)
}
