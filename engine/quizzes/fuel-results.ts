/**
 * The fuel quiz's four results (002 §3 "Per result (petrol, diesel, phev, bev)"), in the order that breaks
 * ties when a block does not list them all. Each answer carries `<result>_points` for each of them.
 */
export const FUEL_RESULTS = ['petrol', 'diesel', 'phev', 'bev'] as const

export type FuelResult = (typeof FUEL_RESULTS)[number]
