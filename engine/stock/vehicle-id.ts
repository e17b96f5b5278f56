/** A vehicle's id as the stock API, the journey's URLs and the order calls carry it. */
export const VEHICLE_ID = /^[A-Za-z0-9_-]{1,64}$/
