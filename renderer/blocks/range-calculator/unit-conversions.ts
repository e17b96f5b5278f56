/** Kilometres in a mile (the range and speeds shown in miles when distance_unit is mi). */
export const KM_PER_MILE = 1.609344

/** °C as °F, rounded to a degree. */
export const fahrenheit = (celsius: number): number => Math.round((celsius * 9) / 5 + 32)
