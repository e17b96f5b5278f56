import { isWellFormedVin } from './is-well-formed-vin.js'
import { JLR_VIN_PREFIXES } from './jlr-vin-prefixes.js'

/**
 * Whether the map update recognises a normalised VIN (002 §4 step 1): a well-formed VIN of a Jaguar Land
 * Rover vehicle. Otherwise the block shows 002 §5's "VIN not recognised..." message. The spec does not show
 * the map provider's vehicle register, so this is the rule the block can apply on its own (decision 041).
 */
export function isMapUpdateVin(vin: string): boolean {
  return isWellFormedVin(vin) && JLR_VIN_PREFIXES.some((prefix) => vin.startsWith(prefix))
}
