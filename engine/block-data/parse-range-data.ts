import type { RangeData, RangeFactor } from './range-data.js'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const finite = (v: unknown, min: number, max: number): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined

/** A list of 1 to 20 `{ value, factor }` with distinct values in [min, max] and factors in (0, 3], sorted. */
function factors(v: unknown, min: number, max: number): RangeFactor[] | undefined {
  if (!Array.isArray(v) || v.length === 0 || v.length > 20) return undefined
  const out: RangeFactor[] = []
  for (const item of v) {
    if (!isRecord(item)) return undefined
    const value = finite(item.value, min, max)
    const factor = finite(item.factor, 0.01, 3)
    if (value === undefined || factor === undefined || out.some((f) => f.value === value)) return undefined
    out.push({ value, factor })
  }
  return out.sort((a, b) => a.value - b.value)
}

/** The given default when it is one of the choices, else the middle one. */
const pick = (list: RangeFactor[], wanted: unknown): number =>
  list.find((f) => f.value === wanted)?.value ?? list[Math.floor((list.length - 1) / 2)]!.value

/**
 * A range calculator's data (the JSON its data_url answers), or undefined when it is not one: the block
 * then shows the content-block error. Everything is checked, so a data file can only change numbers.
 */
export function parseRangeData(json: unknown): RangeData | undefined {
  if (!isRecord(json)) return undefined
  const base = finite(json.base_range_km, 1, 5000)
  const wheels = factors(json.wheels, 10, 30)
  const temperatures = factors(json.temperatures, -60, 60)
  const speeds = factors(json.speeds, 1, 300)
  const climate = isRecord(json.climate) ? json.climate : {}
  const on = finite(climate.on, 0.01, 3)
  const off = finite(climate.off, 0.01, 3)
  if (base === undefined || !wheels || !temperatures || !speeds || on === undefined || off === undefined)
    return undefined
  const defaults = isRecord(json.defaults) ? json.defaults : {}
  return {
    base_range_km: base,
    wheels,
    temperatures,
    speeds,
    climate: { on, off },
    defaults: {
      wheel: pick(wheels, defaults.wheel),
      temperature: pick(temperatures, defaults.temperature),
      speed: pick(speeds, defaults.speed),
      climate: defaults.climate === true,
    },
  }
}
