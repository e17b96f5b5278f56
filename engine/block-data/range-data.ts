/** One choice of a range calculator input and how it scales the range (1 = no change). */
export interface RangeFactor {
  value: number
  factor: number
}

/**
 * What a range calculator's data_url answers (decision 041): the range in ideal conditions, in kilometres,
 * and a factor per choice of each input. The estimate is the product, kept within the block's minimal and
 * maximal range.
 */
export interface RangeData {
  base_range_km: number
  /** Wheel sizes in inches (18, 20, 22) and their factors. */
  wheels: RangeFactor[]
  /** Outside temperatures in °C. */
  temperatures: RangeFactor[]
  /** Average speeds in km/h. */
  speeds: RangeFactor[]
  /** Climate control on and off. */
  climate: { on: number; off: number }
  /** The choices shown first; absent ones are the middle of each list, climate control off. */
  defaults: { wheel: number; temperature: number; speed: number; climate: boolean }
}
