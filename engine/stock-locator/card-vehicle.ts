import type { Vehicle, VehicleLight } from '../stock/stock-types.js'

/** What the storefront rules (card attributes, vehicle URL, displayed prices) read of a vehicle. */
export type CardVehicle = Pick<Vehicle, 'id' | 'list' | 'attributes' | 'prices' | 'pricesDriveAway'>

/**
 * A light vehicle as the storefront rules read it: the raw attributes the light answer leaves out are
 * filled from its specification (year, mileage, colour, VIN, power, brand and model), the rest are empty,
 * so card attributes, the vehicle link and the prices come out the same for a light and a full vehicle.
 */
export function cardVehicle(vehicle: VehicleLight): CardVehicle {
  const s = vehicle.specification
  const a = vehicle.attributes
  const attributes: Partial<Vehicle['attributes']> = {
    ...a,
    nameplate_brand_name: s.brand,
    nameplate_name: s.model,
    model_display_name: s.model,
    nameplate_model_group: s.nameplateModelGroup,
    version: s.version,
    production_year: s.productionYear,
    mileage: s.mileage,
    power: s.power,
    color_name: s.color,
    vin: s.vin,
  }
  return {
    id: vehicle.id,
    list: vehicle.list,
    attributes: attributes as Vehicle['attributes'],
    prices: vehicle.prices,
    pricesDriveAway: vehicle.pricesDriveAway,
  }
}
