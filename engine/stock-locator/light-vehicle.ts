import type { Vehicle, VehicleLight } from '../stock/stock-types.js'

/**
 * A full listing vehicle cut down to what `/listing/{list}/light` answers. The server-side render and the
 * browser's later fetches then give the cards the same input, and the island's props stay small.
 */
export function lightVehicle(vehicle: Vehicle | VehicleLight): VehicleLight {
  const a = vehicle.attributes
  return {
    id: vehicle.id,
    list: vehicle.list,
    specification: vehicle.specification,
    prices: vehicle.prices,
    pricesDriveAway: vehicle.pricesDriveAway,
    attributes: {
      state: a.state,
      status: a.status,
      cover_photo_medium: a.cover_photo_medium,
      currency: a.currency,
      price_hidden: a.price_hidden,
      financing_options: a.financing_options,
      drivetrain: a.drivetrain,
      engine_type: a.engine_type,
      engine_capacity_normalized: a.engine_capacity_normalized,
      engine_capacity_unit: a.engine_capacity_unit,
      number_of_seats: a.number_of_seats,
      owner_state: a.owner_state,
      owner_id: a.owner_id,
      owner_name: a.owner_name,
      transmission: a.transmission,
      model_year: a.model_year,
    },
  }
}
