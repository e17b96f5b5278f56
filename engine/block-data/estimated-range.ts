import type { RangeData } from './range-data.js'

/** The choices of a range calculator's inputs. */
export interface RangeChoice {
  wheel: number
  temperature: number
  speed: number
  climate: boolean
}

const factorOf = (list: RangeData['wheels'], value: number) =>
  list.find((f) => f.value === value)?.factor ?? 1

/**
 * The estimated range in kilometres for a choice: the data's base range times each choice's factor,
 * rounded to a kilometre and kept within [minimal, maximal] (002 §9: 187 to 493 km by default).
 */
export function estimatedRange(
  data: RangeData,
  choice: RangeChoice,
  minimal: number,
  maximal: number,
): number {
  const km =
    data.base_range_km *
    factorOf(data.wheels, choice.wheel) *
    factorOf(data.temperatures, choice.temperature) *
    factorOf(data.speeds, choice.speed) *
    (choice.climate ? data.climate.on : data.climate.off)
  const low = Math.min(minimal, maximal)
  const high = Math.max(minimal, maximal)
  return Math.min(high, Math.max(low, Math.round(km)))
}
